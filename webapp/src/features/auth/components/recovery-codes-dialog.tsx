import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n';

import { messages } from '../two-factor-messages';

/** The ten recovery codes, shown once, in a dialog the person closes when they have saved them. */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[] | null; onDone: () => void }) {
  const t = useMessages(messages);
  return (
    <Modal
      open={codes !== null}
      onClose={onDone}
      title={t.codesTitle}
      description={t.codesDescription}
      dismissible={false}
      footer={<Button onClick={onDone}>{t.codesSaved}</Button>}
    >
      <ul aria-label={t.codesTitle} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {(codes ?? []).map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
