import { useEffect } from 'react';

import { sendPlays } from '../api/send-plays';
import { subscribePlayback } from '../utils/playback-events';
import { recoverJournal } from '../utils/play-journal';
import { openPlayOutbox } from '../utils/play-outbox';
import { playRecorder, sendStep } from '../utils/play-sending';

import { runLoop } from './run-loop';

/** While a paired TV plays: every play recorded in the outbox and sent when the server answers. */
export function useProofOfPlay(deviceToken: string) {
  useEffect(() => {
    const outbox = recoverJournal(openPlayOutbox());
    const stopListening = subscribePlayback(playRecorder(outbox));
    const stopSending = runLoop(sendStep(outbox, deviceToken, sendPlays));
    return () => {
      stopListening();
      stopSending();
    };
  }, [deviceToken]);
}
