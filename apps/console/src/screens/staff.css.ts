import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The buttons of one account's row. */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', alignItems: 'center' });
/** Under the audit log: "더 보기", or that there is no more. */
export const more = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.md });
