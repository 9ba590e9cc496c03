import { Card, PageHeader } from '@/components/page';

import { AddUserForm } from '../components/add-user-form';

/** pages/adduser and pages/AddUser (Admin). */
export default function AddUserRoute() {
  return (
    <>
      <PageHeader title="Add User" description="Create a user with any role." />
      <Card>
        <AddUserForm />
      </Card>
    </>
  );
}
