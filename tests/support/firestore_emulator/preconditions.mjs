// A commit's preconditions (a document must exist, must not exist, or must still have an
// update time), all checked before any of its writes applies: Firestore applies a commit
// whole or not at all, where the npm emulator applies writes in order up to a failing one.
const CODE = { NOT_FOUND: 5, ALREADY_EXISTS: 6, FAILED_PRECONDITION: 9 };

/** [code, message] of the first precondition `writes` break, in order; undefined if none. */
export function preconditionRefusal(state, writes) {
  const exists = new Map();
  for (const write of writes) {
    const path = write.has_delete ? write.delete : write.update.name;
    const document = state.getDocument(path);
    const present = exists.get(path) ?? document.metadata.hasExist;
    const condition = write.has_current_document ? write.current_document : undefined;
    if (condition?.has_exists && condition.exists && !present) {
      return [CODE.NOT_FOUND, `No document to update: ${path}`];
    }
    if (condition?.has_exists && !condition.exists && present) {
      return [CODE.ALREADY_EXISTS, `Document already exists: ${path}`];
    }
    if (condition?.has_update_time && !updatedAt(document, condition.update_time)) {
      return [CODE.FAILED_PRECONDITION, `The document was updated since: ${path}`];
    }
    exists.set(path, !write.has_delete);
  }
  return undefined;
}

function updatedAt(document, time) {
  const millis = Number(time.seconds) * 1000 + Math.floor(time.nanos / 1e6);
  return document.metadata.hasExist && document.metadata.updatedAt.getTime() === millis;
}
