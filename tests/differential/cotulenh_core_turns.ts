// How tests/data/cotulenh-core-turns.jsonl was made: @cotulenh/core's whole turns, listed by playing its
// session as a user does. It is not on the npm registry, so this runs against a checkout of
// mnoyd/cotulenh-monorepo (packages/cotulenh, BSD-2-Clause) with tsx:
//   npx tsx cotulenh_core_turns.ts <seed> <games> <plies> > cotulenh-core-turns.jsonl
// (its import path below points into that checkout). Each line: a position of a random game from the
// standard start (turns that deploy or capture preferred, so stacks and recombines come often), how many
// distinct whole turns it lists there, which of them it lists only because its air-defence cache went
// stale (see `stale`), and which sub-moves it offers in a deployment and then throws on when played
// (`throws`: after a plane's kamikaze it offers the ship a recombine with the plane that is gone, in place of
// the ship's own sub-move to that point, and throws "Invalid state for combination move").
import { CoTuLenh } from './packages/cotulenh/core/src/cotulenh.ts'

type Spec = { from: string; to: string; piece: string; stay: boolean; deploy: boolean; san: string }

function play(fen: string, seq: Spec[]): CoTuLenh {
  const game = new CoTuLenh(fen)
  for (const m of seq) game.move(m as never, { autoCommit: false })
  return game
}

// A turn's sub-moves as a set: what stays, then the sub-moves in a fixed order.
function setOf(san: string): string {
  const lt = san.indexOf('<')
  const stay = lt >= 0 && san.indexOf('>') > lt ? san.slice(0, lt + 1) : ''
  return stay + san.slice(stay.length).split(',').sort().join(',')
}

// Its `put` recomputes air defence only when the piece put there is itself a defender: a gun that joins a
// stack under an engineer leaves its old zone in the cache. A turn is stale when the game that played it
// thinks its commander safe and the same position loaded afresh does not.
function stale(played: CoTuLenh, us: string): boolean {
  return !played.isCommanderInDanger(us as never) && new CoTuLenh(played.fen()).isCommanderInDanger(us as never)
}

type Listed = { after: string; stale: boolean }

// Every prefix of a deployment is played again on a fresh game: its undo inside a session does not
// restore the session.
export function listTurns(fen: string, throws: Set<string> = new Set()): Map<string, Listed> {
  const us = fen.split(' ')[1]
  const turns = new Map<string, Listed>()
  const seen = new Set<string>()
  const explore = (seq: Spec[]) => {
    const key = JSON.stringify(seq)
    if (seen.has(key)) return
    seen.add(key)
    let game: CoTuLenh
    try {
      game = play(fen, seq)
    } catch {
      throws.add(seq.map((m) => m.san).join(','))
      return
    }
    const session = game.getSession()
    if (!session) {
      // A recombine replays the turn through move(), which commits it: the turn has ended.
      const history = game.history({ verbose: true }) as { san: string }[]
      if (history.length) turns.set(setOf(history[history.length - 1].san), { after: game.fen(), stale: stale(game, us) })
      return
    }
    if (session.canCommit()) {
      const committed = play(fen, seq)
      const result = committed.commitSession()
      if (result.success && result.result)
        turns.set(setOf(result.result.san), { after: committed.fen(), stale: stale(committed, us) })
    }
    if (!session.isDeploy) return
    for (const m of game.moves({ verbose: true }) as never[]) explore([...seq, spec(m)])
  }
  for (const m of new CoTuLenh(fen).moves({ verbose: true }) as never[]) explore([spec(m)])
  return turns
}

function spec(m: { from: string; to: unknown; piece: { type: string }; isStayCapture: boolean; isDeploy: boolean; san: string }): Spec {
  return { from: m.from, to: m.to as string, piece: m.piece.type, stay: m.isStayCapture, deploy: m.isDeploy, san: m.san }
}

// Run as a program (not imported): random games, one line per position.
if (process.argv[1]?.endsWith('cotulenh_core_turns.ts')) {
  let seed = Number(process.argv[2] ?? 1)
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  const games = Number(process.argv[3] ?? 4)
  const plies = Number(process.argv[4] ?? 40)
  const START = '6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1'
  for (let g = 0; g < games; ++g) {
    let fen = START
    for (let p = 0; p < plies; ++p) {
      const throws = new Set<string>()
      const turns = listTurns(fen, throws)
      const sets = [...turns.keys()]
      console.log(JSON.stringify({ fen, turns: sets.length, stale: sets.filter((s) => turns.get(s)!.stale), throws: [...throws] }))
      const spicy = sets.filter((s) => /[,x_&<>]/.test(s))
      const pool = spicy.length && random() < 0.75 ? spicy : sets
      if (!pool.length) break
      fen = turns.get(pool[Math.floor(random() * pool.length)])!.after
      const board = fen.split(' ')[0]
      if (!board.includes('C') || !board.includes('c')) break
    }
  }
}
