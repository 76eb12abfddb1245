import { homeRoute, mainTaskRoute, textsRoute } from './content';
import { officeRoute } from './office';
import { languagesRoute } from './languages';
import { redirectsRoute } from './redirects';
import { inboxRoute, inquiryRoute, outboxRoute } from './inquiries';
import { libraryListRoute, newPostRoute, noticeListRoute, postRoute } from './posts';
import { rootRoute } from './root';
import { accountRoute, auditRoute, staffRoute } from './staff';
import { accessReviewRoute } from './access-review';
import { previewRoute } from './preview';

/** Every screen under the console's frame, by URL path (below /admin). */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  staffRoute,
  auditRoute,
  accessReviewRoute,
  accountRoute,
  outboxRoute,
  inboxRoute,
  inquiryRoute,
  noticeListRoute,
  libraryListRoute,
  newPostRoute,
  postRoute,
  previewRoute,
  textsRoute,
  mainTaskRoute,
  officeRoute,
  languagesRoute,
  redirectsRoute,
]);
