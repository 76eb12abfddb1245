import { createFileRoute } from '@tanstack/react-router';
import { LegalDocument } from '../components/legal-document';
import { loadPageTexts } from './-page-texts';

export const Route = createFileRoute('/terms')({
  loader: loadPageTexts('이용약관'),
  component: () => <LegalDocument pageName="이용약관" />,
});
