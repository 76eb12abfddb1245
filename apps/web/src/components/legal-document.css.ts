import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const document = style({ maxWidth: '46rem', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const title = style({ fontSize: vars.size.xxl, color: vars.color.navy, marginBottom: vars.space.lg });
export const intro = style({ color: vars.color.inkSoft, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.line}` });
export const section = style({ marginTop: vars.space.lg });
export const sectionTitle = style({ fontSize: vars.size.lg, color: vars.color.navy, marginBottom: vars.space.sm });
export const effective = style({ marginTop: vars.space.xl, color: vars.color.muted, fontSize: vars.size.sm });
