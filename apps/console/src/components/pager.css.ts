import { style } from '@vanilla-extract/css';
import { toolbar } from '../styles/page.css';
import { vars } from '../styles/theme.css';

/** The page numbers: a toolbar below the list. */
export const pager = style([toolbar, { marginTop: vars.space.md }]);
