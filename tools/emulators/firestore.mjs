// A Firestore emulator speaking the real gRPC protocol, bound to 127.0.0.1 only, with a wipe
// endpoint: `POST /wipe` on the HTTP port clears every document of every project.
// Usage: node firestore.mjs [PORT [ADMIN_PORT]]  → prints one line `{"port": GRPC, "admin":
// HTTP, "extended": [...]}` once ready (0 or none: any free port).
// SIGNAGE_FIRESTORE_EXTENSION, when set, names a module whose `extend` completes the emulator
// before it listens (the test harness's: nested filters and isolated transactions); what it
// added is announced as `extended`.
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ServerCredentials } from "@grpc/grpc-js";
import { FirestoreServer, FirestoreState } from "@firestore-emulator/server";

const [wanted, wantedAdmin] = [Number(process.argv[2] ?? 0), Number(process.argv[3] ?? 0)];
const firestore = new FirestoreServer();
const extension = process.env.SIGNAGE_FIRESTORE_EXTENSION;
const extended = extension
  ? (await import(pathToFileURL(resolve(extension)).href)).extend({ firestore, FirestoreState })
  : [];
const grpc = firestore.server; // start() would bind every interface: bind loopback ourselves
const port = await new Promise((resolve, reject) => {
  grpc.bindAsync(`127.0.0.1:${wanted}`, ServerCredentials.createInsecure(), (error, bound) =>
    error ? reject(error) : resolve(bound),
  );
});

const admin = createServer((request, response) => {
  const wipe = request.method === "POST" && request.url === "/wipe";
  if (wipe) firestore.state.clear();
  response.writeHead(wipe ? 200 : 404).end();
});
admin.listen(wantedAdmin, "127.0.0.1", () => {
  console.log(JSON.stringify({ port, admin: admin.address().port, extended }));
});
process.on("SIGTERM", () => {
  grpc.forceShutdown();
  admin.close(() => process.exit(0));
});
