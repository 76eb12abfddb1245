import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { seoHead } from '../seo/page-head';
import { loadTextPage } from './-page-loaders';

export const Route = createFileRoute('/privacy')({
  loader: loadTextPage('개인정보처리방침'),
  head: seoHead,
  component: () => <LegalDocument pageName="개인정보처리방침" />,
});
