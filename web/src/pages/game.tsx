import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Action, Game, Ruleset } from '../api.js';
import { eventWords } from '../game/announcements.js';
import { Deadline } from '../game/deadline.js';
import { Dice } from '../game/dice.js';
import { HintBox } from '../game/hint.js';
import { MoveLog } from '../game/move-log.js';
import { Sheet, sheetLabel } from '../game/sheet.js';
import { useGame } from '../game/use-game.js';
import { useKeys } from '../game/use-keys.js';
import { useAnnounce } from '../live.js';
import type { PageProps } from '../app.js';
import { categoryLabel, columnName } from '../rulesets.js';
import { NotifyMe } from '../push/notify-me.js';
import { pagePath } from '../paths.js';
import { useSession } from '../session.js';
import { ErrorNote, Loading } from '../ui.js';
import { GameFooter, SeatActions } from './game-actions.js';

/** `/games/{id}`: the dice, announcing, every seat's sheet, the log, live from the event stream. */
export function GamePage({ params }: PageProps) {
  const gameId = params.gameId ?? '';
  const session = useSession();
  const me = session.player?.id ?? null;
  const announce = useAnnounce();
  const rules = useRef<Ruleset | undefined>(undefined);
  const onEvent = useCallback(
    (event: Parameters<typeof eventWords>[0], game: Game | undefined) => {
      const words = eventWords(event, rules.current, me, (game?.seats.length ?? 1) === 1);
      if (words) announce(words);
    },
    [me, announce],
  );
  const game = useGame(session.api, gameId, onEvent);
  rules.current = game.ruleset;
  if (game.error && !game.game) return <ErrorNote error={game.error} />;
  if (!game.game || !game.ruleset) return <Loading what="the game" />;
  return <GameView {...game} game={game.game} ruleset={game.ruleset} gameId={gameId} />;
}

type Loaded = ReturnType<typeof useGame> & { game: Game; ruleset: Ruleset; gameId: string };

function GameView(props: Loaded) {
  const { game, ruleset, gameId, moves, act, error: readError, stream } = props;
  const session = useSession();
  const announce = useAnnounce();
  const me = session.player?.id ?? null;
  const turn = game.turn;
  const mine = game.status === 'active' && turn !== null && turn.player.id === me;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const turnKey = turn ? `${turn.seat}.${turn.number}` : '';
  const [kept, setKept] = useState<{ key: string; dice: boolean[] }>({ key: '', dice: [] });
  const keptNow = kept.key === turnKey ? kept.dice : [];
  useEffect(() => setError(null), [turnKey]);

  const run = async (action: Action, words: (after: Game) => string) => {
    setBusy(true);
    setError(null);
    try {
      const after = await act(action);
      announce(words(after));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const roll = () => {
    if (!mine || busy || !turn?.canRoll) return;
    const keep = turn.dice.length ? keptNow.flatMap((k, i) => (k ? [i] : [])) : [];
    void run({ type: 'roll', keep }, (after) => `You rolled ${after.turn?.dice.join(', ') ?? ''}.`);
  };
  const toggle = (i: number) => {
    if (!mine || busy || !turn?.dice.length || !turn.canRoll) return;
    const dice = [...keptNow];
    dice[i] = !dice[i];
    setKept({ key: turnKey, dice });
  };
  const score = (column: string, category: string) =>
    void run({ type: 'score', column, category } as Action, (after) => {
      const seat = after.seats.find((s) => s.seat === turn?.seat);
      const points = seat?.sheet.find((c) => c.column === column)?.boxes.find((b) => b.category === category)?.score;
      const end = after.status === 'finished' ? ' The game is over.' : '';
      return `You scored ${points ?? 0} in ${categoryLabel(ruleset, category)}, ${columnName(ruleset, column)}. Total ${seat?.total ?? 0}.${end}`;
    });
  const announceCategory = (category: string) => void run({ type: 'announce', category } as Action, () => `You announced ${categoryLabel(ruleset, category)}.`);
  useKeys({ count: ruleset.dice, toggle, roll });

  const seated = game.seats.filter((s) => s.player);
  return (
    <>
      <h1>
        {ruleset.name} <span class="muted small">game {game.id}</span>
      </h1>
      <GameStatusLine game={game} mine={mine} stream={stream} />
      {me && game.status !== 'finished' && game.status !== 'cancelled' && game.seats.some((s) => s.player?.id === me) && <NotifyMe />}
      {(game.options.rated || game.tournament) && (
        <p class="muted">
          {game.options.rated && 'A rated game: it changes its players\' ratings. '}
          {game.tournament && (
            <>
              Round {game.tournament.round}, table {game.tournament.table} of <a href={pagePath('tournament', { tournamentId: game.tournament.id })}>a tournament</a>.
            </>
          )}
        </p>
      )}
      {turn && game.status === 'active' && (
        <section class="card play" aria-label="Turn">
          <Dice count={ruleset.dice} turn={turn} mine={mine} kept={keptNow} busy={busy} onToggle={toggle} onRoll={roll} />
          {mine && turn.announceable.length > 0 && (
            <div class="announce" role="group" aria-labelledby="announce-label">
              <p id="announce-label">{turn.mustAnnounce ? 'Announce a category before rolling again:' : 'Announce:'}</p>
              {turn.announceable.map((c) => (
                <button key={c} type="button" class="chip" aria-label={`Announce ${categoryLabel(ruleset, c)}`} disabled={busy} onClick={() => announceCategory(c)}>
                  {categoryLabel(ruleset, c)}
                </button>
              ))}
            </div>
          )}
          {turn.announced && <p>Announced: {categoryLabel(ruleset, turn.announced)}</p>}
          {mine && <p class="muted small">Keys: 1 to {ruleset.dice} keep a die, Space rolls. Click a box on your sheet to score it.</p>}
          {turn.deadline && <Deadline deadline={turn.deadline} />}
          <ErrorNote error={error} />
          {mine && game.options.hints && <HintBox api={session.api} gameId={gameId} version={game.version} ruleset={ruleset} />}
        </section>
      )}
      {game.status !== 'active' && <ErrorNote error={error} />}
      <ErrorNote error={readError} />
      <SeatActions game={game} act={act} show={props.show} onError={setError} />
      <div class="sheets">
        {seated.map((seat) => (
          <Sheet key={seat.seat} seat={seat} ruleset={ruleset} label={sheetLabel(seated, seat)} turn={mine && turn?.seat === seat.seat ? turn : null} current={game.status === 'active' && turn?.seat === seat.seat} busy={busy} onScore={score} />
        ))}
      </div>
      <MoveLog moves={moves} ruleset={ruleset} />
      <GameFooter game={game} />
    </>
  );
}

function GameStatusLine({ game, mine, stream }: { game: Game; mine: boolean; stream: string }) {
  const free = game.seats.filter((s) => !s.player).length;
  const text =
    game.status === 'open'
      ? `Waiting for ${free} more ${free === 1 ? 'player' : 'players'}.`
      : game.status === 'active'
        ? mine
          ? `Your turn (turn ${game.turn?.number}).`
          : `${game.turn?.player.name ?? 'Someone'} is playing turn ${game.turn?.number}.`
        : game.status === 'finished'
          ? `Finished. ${game.winners?.map((w) => game.seats[w.seat]?.player?.name ?? `seat ${w.seat}`).join(' and ')} won.`
          : 'Cancelled.';
  return (
    <p class="status-line">
      {text} <span class={`live-dot ${stream}`}>{stream === 'open' ? 'live' : stream === 'failed' ? 'not live' : 'connecting…'}</span>
    </p>
  );
}
