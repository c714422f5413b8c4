// npm run print-schema -w api: writes api/schema.graphql, the contract the storefront's types
// are generated from. `--check` fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { createSchema } from './schema';

export const SCHEMA_FILE = path.resolve(__dirname, '../../schema.graphql');

export const printedSchema = () => `${printSchema(createSchema())}\n`;

if (require.main === module) {
  const printed = printedSchema();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    if (committed !== printed) {
      console.error('api/schema.graphql is stale: run npm run print-schema -w api and commit it');
      process.exit(1);
    }
    console.log('api/schema.graphql is up to date');
  } else {
    writeFileSync(SCHEMA_FILE, printed);
    console.log(`wrote ${SCHEMA_FILE}`);
  }
}
