/*
 * The recount of the players' statistics from the games (src/service/recount.ts), and the
 * way data written before the counted statistics, the ruleset indexes and the bots board is
 * brought up to date:
 *
 *   npm run stats:recount                reads everything and reports; exits 1 when something is behind or wrong
 *   npm run stats:recount -- --repair    counts what is missing, rewrites old memberships, replaces wrong sums
 *
 * It works on the local server's embedded store (DATA_DIR, .data by default: stop the server
 * first, the store is one process's) or on a DynamoDB table (TABLE_NAME, and
 * DYNAMODB_ENDPOINT for a local one), where it is safe beside live traffic: every seat is
 * counted as a live write counts it, and a sum is replaced only over the version it was read at.
 */
import { startEmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
import { recountStats } from '../src/service/index.js';
import { createDocumentClient, createDynamoStore } from '../src/store/index.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const repair = process.argv.includes('--repair');
const useAws = Boolean(process.env.DYNAMODB_ENDPOINT || process.env.TABLE_NAME);
const embedded = useAws ? null : await startEmbeddedDynamo({ path: process.env.DATA_DIR ?? '.data' });
const client = embedded?.client ?? createDocumentClient(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {});
const tableName = embedded?.tableName ?? process.env.TABLE_NAME ?? 'yamb';

const report = await recountStats(createDynamoStore({ client, tableName }), { repair });
const verb = repair ? 'brought up to date' : 'behind';
console.log(`${report.games} games, ${report.players} players`);
console.log(`  seats not yet counted: ${report.seatsBehind} (${verb})`);
console.log(`  memberships missing, older than their game, or keyed by an older chart: ${report.membershipsBehind} (${verb})`);
console.log(`  sums that differ from the recount: ${report.mismatches.length}${repair && report.mismatches.length > 0 ? ' (replaced)' : ''}`);
for (const m of report.mismatches) console.log(`    ${m.playerId} ${m.ruleset}: stored ${JSON.stringify(m.stored)}, recounted ${JSON.stringify(m.expected)}`);
await embedded?.close();
const clean = report.seatsBehind === 0 && report.membershipsBehind === 0 && report.mismatches.length === 0;
process.exitCode = clean || repair ? 0 : 1;
