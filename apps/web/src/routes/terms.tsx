import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { pageHead } from '../seo/page-head';
import { loadTextPage } from './-page-texts';

export const Route = createFileRoute('/terms')({
  loader: loadTextPage('이용약관'),
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.seo) : {}),
  component: () => <LegalDocument pageName="이용약관" />,
});
