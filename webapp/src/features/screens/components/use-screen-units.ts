import { useQuery } from '@tanstack/react-query';

import { packagesQuery } from '@/lib/packages';
import { useSession } from '@/lib/session';

/** How many screens the signed-in client's package allows (its Units), or null when unknown. */
export function useScreenUnits(): number | null {
  const { client } = useSession();
  const packages = useQuery({ ...packagesQuery(), enabled: Boolean(client?.packageCode) });
  const found = packages.data?.find((item) => item.packageCode === client?.packageCode);
  return found ? found.units : null;
}
