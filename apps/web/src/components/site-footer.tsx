import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../hooks/use-texts';
import * as css from './layout.css';
import { templatePage } from '@office/contracts/browser';

/**
 * Footer (docs/product.md#pages): hidden until it scrolls into view, then fades in over one second. Rendered
 * visible on the server so that a page read without JavaScript shows it.
 */
export function SiteFooter() {
  const { t, l } = useTexts(templatePage);
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(([entry]) => {
      setVisible(Boolean(entry?.isIntersecting));
      if (entry?.isIntersecting) observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <footer ref={ref} className={visible ? css.footer : `${css.footer} ${css.footerHidden}`} data-visible={visible}>
      <div className={css.footerInner}>
        <div>
          <p className={css.footerTitle1}>{t('footer.title1')}</p>
          <p className={css.footerTitle2}>{t('footer.title2')}</p>
          <div className={css.footerButtons}>
            <Link className={css.footerButton} to="/terms">
              {t('footer.terms')}
            </Link>
            <Link className={css.footerButton} to="/privacy">
              <strong>{t('footer.privacy')}</strong>
            </Link>
          </div>
        </div>
        <address className={css.footerLines} style={{ fontStyle: 'normal' }}>
          <span>{t('footer.address1')}</span>
          <span>{t('footer.address2')}</span>
          <span>{l('footer.phone')}</span>
          <span>{l('footer.email')}</span>
          <span>{t('footer.time')}</span>
          <span>{t('footer.representative')}</span>
          <span>{t('footer.businessNumber')}</span>
        </address>
        <p className={css.footerCopyright}>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
