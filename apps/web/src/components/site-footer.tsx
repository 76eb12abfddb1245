import { Link, useLoaderData } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../hooks/use-texts';
import * as css from './layout.css';
import { templatePage } from '@office/contracts/browser';

/**
 * Footer (docs/product.md#pages), with the office's messengers after its details: hidden until it scrolls into view, then fades in over one second. Rendered
 * visible on the server so that a page read without JavaScript shows it.
 */
export function SiteFooter() {
  const { t, s, l } = useTexts(templatePage);
  const messengers = useLoaderData({ from: '__root__', select: (data) => data.messengers });
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
          {messengers.length > 0 && (
            <div
              className={
                s('footer.messengers').endsWith('：') ? `${css.footerMessengers} ${css.footerMessengersTight}` : css.footerMessengers
              }
            >
              <span id="footer-messengers">{t('footer.messengers')}</span>
              <ul className={css.footerMessengerList} aria-labelledby="footer-messengers">
                {messengers.map((messenger) => (
                  <li key={messenger.kind}>
                    {/* Opens the office's channel in the messenger's app or site (https links only: the console checks). */}
                    <a href={messenger.url} target="_blank" rel="noopener noreferrer">
                      {messenger.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </address>
        <p className={css.footerCopyright}>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
