import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A deleted post's page: the list's button and the home link beside it, wrapping on a phone. */
export const goneLinks = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg, marginTop: vars.space.lg });
