// What the test harness adds to the npm Firestore emulator (tools/emulators/firestore.mjs loads
// this file when SIGNAGE_FIRESTORE_EXTENSION names it): queries as Firestore runs them, nested
// Or and And filters included (queries.mjs), and isolated transactions (isolation.mjs).
// It imports no package: the start script hands it the emulator's classes.
import { extendQueries } from "./queries.mjs";
import { extendTransactions } from "./isolation.mjs";

/** `firestore` is a FirestoreServer (not yet bound), `FirestoreState` its state's class. */
export function extend({ firestore, FirestoreState }) {
  extendQueries(FirestoreState);
  extendTransactions(firestore);
  return ["queries", "transactions"];
}
