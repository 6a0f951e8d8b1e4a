import { Route, Routes } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { LawDetailPage } from '../routes/law-detail-page';

/** The law page at its route, so that it reads :id as the app's router gives it. */
export const lawRoute = (
  <Routes>
    <Route path={paths.lawItem.pattern} element={<LawDetailPage />} />
  </Routes>
);
