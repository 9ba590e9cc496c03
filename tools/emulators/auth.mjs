// The Firebase Auth emulator alone (no hub, no UI, no downloads), on 127.0.0.1.
// Usage: node auth.mjs PROJECT_ID [PORT]  → prints one line `{"port": N}` once it listens
// (PORT 0 or none: any free port). It serves PROJECT_ID only: each project needs its own.
// createApp is firebase-tools' internal API: package.json pins the exact version.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { createApp } = require("firebase-tools/lib/emulator/auth/server");
const { SingleProjectMode } = require("firebase-tools/lib/emulator/auth/index");

const projectId = process.argv[2];
const wanted = Number(process.argv[3] ?? 0);
const app = await createApp(projectId, SingleProjectMode.NO_WARNING);
const server = app.listen(wanted, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: server.address().port }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
