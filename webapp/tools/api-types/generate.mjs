#!/usr/bin/env node
// Reads the server's OpenAPI document (JSON) on stdin and writes its TypeScript types to
// stdout: types only, so the generated module adds no byte to the built app. A field with a
// default is optional (a request may leave it out; the app reads answers with every field
// present). openapi-typescript and the TypeScript 5.9 it prints with live in this package's own
// node_modules (typescript 7, the compiler the app type-checks with, ships no JS API).
import { text } from 'node:stream/consumers';

import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * The server's API types, generated from its OpenAPI document: do not edit.
 * Regenerate with \`nox -s webapp_types\` (tools/webapp_types).
 */

`;

const document = JSON.parse(await text(process.stdin));
const nodes = await openapiTS(document, { alphabetize: true, defaultNonNullable: false });
process.stdout.write(HEADER + astToString(nodes));
