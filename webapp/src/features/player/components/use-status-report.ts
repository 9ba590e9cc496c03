import { useEffect } from 'react';

import { sendReport } from '../api/send-report';
import { playerNow } from '../utils/play-clock';
import { onStatusEvent, readStatus } from '../utils/status-board';
import { buildReport, REPORT_EVERY_MS, REPORT_SOON_MS } from '../utils/status-report';

/**
 * Tells the portal what this screen shows (`status-board`): every minute, and soon after a
 * manifest is applied, the server answers again after an outage, or a media is skipped that
 * was not before. A report that fails is
 * simply the next one's job.
 */
export function useStatusReport(deviceToken: string) {
  useEffect(() => {
    let soon: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      sendReport(deviceToken, buildReport(readStatus(), new Date(playerNow()))).catch(() => undefined);
    };
    const sendSoon = () => {
      clearTimeout(soon);
      soon = setTimeout(send, REPORT_SOON_MS);
    };
    const every = setInterval(send, REPORT_EVERY_MS);
    const off = onStatusEvent(sendSoon);
    sendSoon();
    return () => {
      clearInterval(every);
      clearTimeout(soon);
      off();
    };
  }, [deviceToken]);
}
