import type { ReactNode } from 'react';
import * as css from './page.css';

/** The top band of an inner page: its one h1 and a subtitle. */
export function PageHero({ title, subTitle }: { title: ReactNode; subTitle?: ReactNode }) {
  return (
    <div className={css.hero}>
      <div className={css.heroInner}>
        <h1 className={css.heroTitle}>{title}</h1>
        {subTitle && <p className={css.heroSubTitle}>{subTitle}</p>}
      </div>
    </div>
  );
}
