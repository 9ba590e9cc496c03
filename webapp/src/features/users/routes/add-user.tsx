import { Card, PageHeader } from '@/components/page';
import { useMessages } from '@/lib/i18n';

import { AddUserForm } from '../components/add-user-form';
import { messages } from '../messages';

/** pages/adduser and pages/AddUser (Admin). */
export default function AddUserRoute() {
  const t = useMessages(messages);
  return (
    <>
      <PageHeader title={t.addTitle} description={t.addDescription} />
      <Card>
        <AddUserForm />
      </Card>
    </>
  );
}
