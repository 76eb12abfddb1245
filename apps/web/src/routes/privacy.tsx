import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { pageHead } from '../seo/page-head';
import { loadTextPage } from './-page-texts';

export const Route = createFileRoute('/privacy')({
  loader: loadTextPage('개인정보처리방침'),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.seo) : {}),
  component: () => <LegalDocument pageName="개인정보처리방침" />,
});
