// Transactions isolated as Firestore's are, checked at commit (optimistic concurrency): every
// read in a transaction (a document, a query, an aggregation) is recorded with what it saw; a
// commit whose reads would now see something else is refused with ABORTED, which the client
// libraries answer by running the transaction again, as with Firestore's contention.
// A retried transaction keeps its first attempt's place in line (the client names the attempt
// it retries): its document reads and its commit wait, at most WAIT_MS, while an older
// transaction is open that read one of those documents or nothing yet, as Firestore's locks
// make them wait, so the older commits first and no transaction is starved.
// A commit's preconditions are all checked before any write applies (preconditions.mjs).
import { preconditionRefusal } from "./preconditions.mjs";
import { Transactions } from "./transactions.mjs";

const SERVICE = "/google.firestore.v1.Firestore/";
const WAIT_MS = 2000;
const CODE = { INVALID_ARGUMENT: 3, ABORTED: 10 };
const CONTENTION =
  "Aborted due to cross-transaction contention: a document this transaction read has " +
  "changed since. Please try again.";

/** Install on a FirestoreServer (its grpc server and its state). */
export function extendTransactions(firestore) {
  const { server, state } = firestore;
  const transactions = new Transactions();
  const wipe = state.clear.bind(state);
  state.clear = () => {
    transactions.clear();
    wipe();
  };
  const reads = readers(state);
  const wrap = (method, wrapper) => {
    const handler = server.handlers.get(SERVICE + method);
    const original = handler.func;
    handler.func = (call, callback) => wrapper(original, call, callback);
  };
  const recordIn = (call, recorded) => {
    const { request } = call;
    if (request.has_new_transaction) {
      const id = transactions.begin();
      answeredWithin(call, id);
      transactions.record(id, recorded());
    } else if (request.has_transaction) {
      transactions.record(request.transaction, recorded());
    }
  };

  wrap("BeginTransaction", (original, call, callback) => {
    const { options } = call.request;
    const id = transactions.begin({
      readOnly: Boolean(options?.has_read_only),
      retried: options?.has_read_write ? options.read_write.retry_transaction : undefined,
    });
    original(call, (error, response) => {
      if (response) response.transaction = id;
      callback(error, response);
    });
  });
  wrap("BatchGetDocuments", async (original, call) => {
    const { request } = call;
    if (request.has_transaction) {
      await transactions.turn(request.transaction, request.documents, WAIT_MS);
    }
    recordIn(call, () => request.documents.map((path) => reads.document(path)));
    original(call);
  });
  wrap("RunQuery", (original, call) => {
    recordIn(call, () => [reads.query(call.request.parent, call.request.structured_query)]);
    original(call);
  });
  wrap("RunAggregationQuery", (original, call) => {
    const query = call.request.structured_aggregation_query.structured_query;
    recordIn(call, () => [reads.query(call.request.parent, query)]);
    original(call);
  });
  wrap("Rollback", (original, call, callback) => {
    transactions.finish(call.request.transaction);
    original(call, callback);
  });
  wrap("Commit", async (original, call, callback) => {
    const { request } = call;
    let refusal;
    if (request.transaction?.length) {
      const written = request.writes.map((w) => (w.has_delete ? w.delete : w.update.name));
      await transactions.turn(request.transaction, written, WAIT_MS);
      const transaction = transactions.finish(request.transaction);
      if (!transaction) refusal = [CODE.INVALID_ARGUMENT, "Transaction expired or unknown."];
      else if (transactions.conflicts(transaction)) refusal = [CODE.ABORTED, CONTENTION];
    }
    refusal ??= preconditionRefusal(state, request.writes);
    if (refusal) callback({ code: refusal[0], details: refusal[1], message: refusal[1] });
    else original(call, callback);
  });
}

/** Reads as [check, what it saw, the paths it read]; a document's version counts its writes. */
function readers(state) {
  const version = versions(state);
  const seen = (documents) => documents.map((d) => `${d.getPath()}@${version(d)}`).join(",");
  return {
    document(path) {
      const check = () => seen([state.getDocument(path)]);
      return [check, check(), [path]];
    },
    query(parent, query) {
      const check = () => seen(state.v1Query(parent, query));
      const found = state.v1Query(parent, query).map((d) => d.getPath());
      return [check, check(), found];
    },
  };
}

function versions(state) {
  const written = new WeakMap();
  let clock = 0;
  const bump = ({ document }) => written.set(document, ++clock);
  for (const event of ["create-document", "update-document", "delete-document"]) {
    state.emitter.on(event, bump);
  }
  return (document) => written.get(document) ?? 0;
}

/** A read that begins a transaction answers with that transaction's id. */
function answeredWithin(call, id) {
  const write = call.write.bind(call);
  call.write = (response, ...rest) => {
    if (response.transaction?.length) response.transaction = id;
    return write(response, ...rest);
  };
}

