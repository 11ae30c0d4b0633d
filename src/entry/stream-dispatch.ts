import type { AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { Logger } from '../log.js';
import type { GameService } from '../service/index.js';
import type { WrittenItem } from '../store/index.js';
import { GAME_SORT_KEY, TOURNAMENT_SORT_KEY, allSettled, itemToGame, itemToTournament } from '../store/index.js';
import type { GameRecord } from '../contract/index.js';

/*
 * The table's stream as the feed of written items (src/entry/dispatcher.ts). Each record whose
 * new image is a game or tournament item is turned back into the game or tournament as it was
 * written, and what follows a write runs on it (the service's `follow`: the "game finished"
 * hook of a finished game, which settles its players' statistics, so a finishing write whose
 * process died before it projected them is counted all the same, and rates it and moves its
 * tournament on; then the dispatch of its events to every webhook of its players); when a
 * game's turn is a bot's, the next slice of bot turns is played from it beside that
 * (service/bot-play.ts). A record that fails is reported as a batch item failure: Lambda
 * retries the shard from the first failed record and the others are not lost with it (what
 * they already delivered, their webhooks' cursors remember).
 *
 * A game's records sit in one shard in write order, and one game's records are handled one
 * after the other, so no two dispatches of one game ever race for the same cursors; records of
 * different games in a batch are handled side by side. Once a record of a game fails, the
 * game's later records in the batch fail with it without being dispatched: Lambda hands them
 * over again anyway (it resumes the shard at the first failure), and dispatching a later
 * image first would only make the retry of the earlier one come after it.
 */

/** The game a stream record carries, or null when the record is of another item, or has no new image. */
export function gameOfRecord(record: DynamoDBRecord): GameRecord | null {
  const written = writtenOfRecord(record);
  return written?.kind === 'game' ? written.game : null;
}

/** The game or tournament a stream record carries, or null when the record is of another item, or has no new image. */
export function writtenOfRecord(record: DynamoDBRecord): WrittenItem | null {
  const image = record.dynamodb?.NewImage;
  const sk = image?.sk?.S;
  if (!image || (sk !== GAME_SORT_KEY && sk !== TOURNAMENT_SORT_KEY)) return null;
  const item = unmarshall(imageFromEvent(image));
  return sk === GAME_SORT_KEY ? { kind: 'game', game: itemToGame(item) } : { kind: 'tournament', tournament: itemToTournament(item) };
}

/**
 * A stream image as the SDK's AttributeValues. Lambda's event is JSON, so binary values arrive
 * as base64 text (the dice seed of a game item); `unmarshall` expects bytes.
 */
function imageFromEvent(image: Record<string, AttributeValue>): Record<string, SdkAttributeValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, valueFromEvent(value)]));
}

function valueFromEvent(value: AttributeValue): SdkAttributeValue {
  if (value.B !== undefined) return { B: bytes(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(bytes) };
  if (value.L !== undefined) return { L: value.L.map(valueFromEvent) };
  if (value.M !== undefined) return { M: imageFromEvent(value.M) };
  return value as SdkAttributeValue;
}

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

export interface StreamHandlerOptions {
  /** What follows a write of a game or tournament (the service's `follow`). */
  readonly follow: (item: WrittenItem) => Promise<void>;
  /** Plays the next slice of bot turns of a game written with a bot to move; none when absent. */
  readonly bots?: Pick<GameService, 'playBotSlice'>;
  readonly log: Logger;
}

/** A Lambda handler for the table's stream (NEW_IMAGE) that answers with the records that failed. */
export function createStreamHandler({ follow, bots, log }: StreamHandlerOptions) {
  async function dispatchRecord(record: DynamoDBRecord): Promise<void> {
    try {
      const written = writtenOfRecord(record);
      // What follows the write, and the next slice of its bots' turns (from the image as
      // written: a stale image's slice loses its conditional write and plays nothing). The
      // slice's own write comes back as a record of this stream, which plays the next one.
      if (written) await allSettled([follow(written), bots && written.kind === 'game' ? bots.playBotSlice(written.game) : Promise.resolve(null)]);
    } catch (error) {
      log({
        level: 'error',
        msg: 'stream record failed',
        key: record.dynamodb?.Keys?.pk?.S,
        gameId: record.dynamodb?.Keys?.pk?.S?.replace(/^G#/, ''),
        sequenceNumber: record.dynamodb?.SequenceNumber,
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
      throw error;
    }
  }

  return async (event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> => {
    // One processor per invocation: it keeps the batch's results.
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    // The last record queued of each item key: the next one of the same game waits for it, and
    // fails with it.
    const queues = new Map<string, Promise<void>>();
    const handle = (record: DynamoDBRecord): Promise<void> => {
      const key = record.dynamodb?.Keys?.pk?.S ?? record.eventID ?? '';
      const run = (queues.get(key) ?? Promise.resolve()).then(() => dispatchRecord(record));
      queues.set(key, run);
      return run;
    };
    return processPartialResponse(event, handle, processor, { context });
  };
}
