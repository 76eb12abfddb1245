import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { seoHead } from '../seo/page-head';
import { loadTextPage } from './-page-loaders';

export const Route = createFileRoute('/terms')({
  loader: loadTextPage('이용약관'),
  head: seoHead,
  component: () => <LegalDocument pageName="이용약관" />,
});
