// Checks a SARIF log against the SARIF 2.1.0 JSON schema (the copy @microsoft/jest-sarif ships) with ajv.
// Usage: node sarif_validate.js LOG.sarif. Exit 0 when valid; the schema's complaints otherwise.
const fs = require('fs');
const path = require('path');
const Ajv = require('ajv');
const modules = path.join(__dirname, '..', 'node_modules');
const schema = JSON.parse(fs.readFileSync(path.join(modules, '@microsoft', 'jest-sarif', 'lib', 'schemas', 'sarif-2.1.0-rtm.5.json'), 'utf8'));
const log = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const ajv = new Ajv({ allErrors: true, schemaId: 'auto' });
ajv.addMetaSchema(require('ajv/lib/refs/json-schema-draft-04.json'));  // the schema is written in draft 4
const validate = ajv.compile(schema);
if (!validate(log)) {
  console.log(JSON.stringify(validate.errors.slice(0, 10), null, 1));
  process.exit(1);
}
console.log(`valid SARIF 2.1.0: ${log.runs[0].results.length} results`);
