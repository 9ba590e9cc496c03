import { useSearchParams } from 'react-router-dom';

import { useSession } from '@/lib/session';

import { ClientScreens } from '../components/client-screens';
import { StaffScreens } from '../components/staff-screens';

/** pages/screens — a Client's TVs; staff see, rename and revoke one client's (`?clientId=`). */
export default function ScreensRoute() {
  const { isStaff } = useSession();
  const [params] = useSearchParams();
  return isStaff ? <StaffScreens clientId={params.get('clientId')} /> : <ClientScreens />;
}
