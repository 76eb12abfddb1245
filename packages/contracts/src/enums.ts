import { z } from 'zod';
import { languageCodes } from './languages.js';
import { categoryKeys, pageNames } from './pages.js';

/** Schemas of the shared enumerations; the plain lists live in zod-free modules for the browser. */
export const languageCode = z.enum(languageCodes);
export const pageName = z.enum(pageNames);
export const categoryKey = z.enum(categoryKeys);
