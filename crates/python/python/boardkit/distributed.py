"""Round-robins of computer players, played over Ray tasks.

>>> from boardkit import distributed
>>> results = distributed.play_matches("towers", ["random", "alphabeta:depth=1"], games=2, seed=1, workers=0)
>>> len(results.records), results.wins["alphabeta:depth=1"] + results.wins["random"] + results.draws + results.unfinished
(2, 2)

``play_matches`` seats every combination of ``num_players`` distinct bots
(every pair for the two-player games and for two-player Sirocco) ``games``
times, turning the seats by one each game, so each bot of a pairing moves
first equally often when ``games`` is a multiple of the players. Each game is
a Ray task's work (grouped into a few tasks per worker); ``workers=0`` plays
them in this process instead, with the very same results: every game's dice
and bot seeds come from ``seed`` and the game's number only.

Bot specs are ``boardkit.Bot``'s: ``random``, ``alphabeta:depth=N``,
``expectimax:depth=N``, ``mcts:iterations=N``, ``player:quick``,
``player:standard``, ``player:strong``.

The command line prints the table::

    python -m boardkit.distributed towers random alphabeta:depth=2 --games 10 --workers 2

Ray is an optional extra: ``pip install ./crates/python[ray]``.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple

import boardkit

__all__ = ["MatchResults", "play_matches", "play_game", "main"]

#: The games by name, as ``boardkit.GAMES``.
GAMES = boardkit.GAMES

#: A game still going after this many plies (moves and throws) is stopped and
#: counted as unfinished (Scirocco's rules have no move limit).
DEFAULT_MAX_PLIES = 1000


@dataclass
class MatchResults:
    """What a round-robin produced.

    - ``records``: each game's record text (``boardkit.read_record`` replays
      it), in game order; the ``Bots`` tag names the bots in seat order;
    - ``wins``: bot spec -> games it won alone;
    - ``draws``: finished games without a single winner (a draw, or a win
      shared on equal Sirocco scores);
    - ``unfinished``: games stopped at ``max_plies``;
    - ``seats``: each game's bots in seat order; ``winners``: each game's
      winning seats (empty for a draw, None when unfinished).
    """

    game: str
    bots: List[str]
    records: List[str] = field(default_factory=list)
    wins: Dict[str, int] = field(default_factory=dict)
    draws: int = 0
    unfinished: int = 0
    seats: List[Tuple[str, ...]] = field(default_factory=list)
    winners: List[Optional[List[int]]] = field(default_factory=list)

    def table(self) -> str:
        """The results as a text table, best bot first."""
        width = max(len("bot"), *(len(bot) for bot in self.bots))
        played = {bot: sum(bot in seats for seats in self.seats) for bot in self.bots}
        lines = [
            f"{self.game}: {len(self.records)} games, {len(self.bots)} bots",
            f"{'bot':<{width}}  {'games':>5}  {'wins':>5}",
        ]
        for bot in sorted(self.bots, key=lambda bot: (-self.wins[bot], self.bots.index(bot))):
            lines.append(f"{bot:<{width}}  {played[bot]:>5}  {self.wins[bot]:>5}")
        lines.append(f"draws {self.draws}, unfinished {self.unfinished}")
        return "\n".join(lines)


def _game_seed(seed: int, number: int) -> int:
    """The seed of game ``number`` of a round-robin seeded with ``seed``."""
    return random.Random(f"{seed}/{number}").getrandbits(63)


def play_game(
    game: str, seats: Sequence[str], seed: int, options: Optional[Dict[str, Any]] = None, max_plies: int = DEFAULT_MAX_PLIES
) -> Tuple[str, Optional[List[int]]]:
    """Plays one game of ``game`` (made with ``options``) between the bots
    ``seats`` (specs in seat order) and returns (record text, winning seats:
    empty for a draw or a shared win, None when stopped at ``max_plies``)."""
    state = GAMES[game](**(options or {}))
    if len(seats) != state.num_players():
        raise ValueError(f"{len(seats)} bots for a {state.num_players()}-player game")
    rng = random.Random(seed)
    bots = [boardkit.Bot(spec, state, rng.getrandbits(63)) for spec in seats]
    plies = 0
    while not state.is_over() and plies < max_plies:
        if state.is_chance():
            state.play_chance(rng.random())
        else:
            state.play(bots[state.turn()].choose(state))
        plies += 1
    record = boardkit.write_record(state, {"Event": "boardkit round-robin", "Bots": ", ".join(seats)})
    if not state.is_over():
        return record, None
    winners = state.outcome()[0]
    return record, winners


def _play_batch(game: str, jobs: List[Tuple[int, Tuple[str, ...], int]], options: Dict[str, Any], max_plies: int):
    """Plays the games ``jobs`` (number, seats, seed); returns (number, record, winners) each."""
    return [(number, *play_game(game, seats, seed, options, max_plies)) for number, seats, seed in jobs]


def _with_ray(ray_address: str, workers: int):
    """Ray, connected: a new local cluster of ``workers`` CPUs for "local",
    else the cluster at ``ray_address``. Returns (ray, whether we started it)."""
    try:
        import ray
    except ImportError as error:
        raise ImportError("boardkit.distributed needs Ray: pip install 'boardkit[ray]'") from error
    if ray.is_initialized():
        return ray, False
    if ray_address == "local":
        ray.init(num_cpus=max(1, workers), include_dashboard=False, log_to_driver=False, configure_logging=False)
    else:
        ray.init(address=ray_address, log_to_driver=False, configure_logging=False)
    return ray, True


def play_matches(
    game: str,
    bots: Sequence[str],
    games: int = 2,
    seed: int = 0,
    workers: int = 2,
    ray_address: Optional[str] = "local",
    *,
    options: Optional[Dict[str, Any]] = None,
    max_plies: int = DEFAULT_MAX_PLIES,
) -> MatchResults:
    """Plays a round-robin of ``bots`` (distinct specs) at ``game`` (a name in
    ``boardkit.GAMES``, made with ``options``): ``games`` games per pairing.

    ``ray_address="local"`` starts a local Ray cluster with ``workers`` CPUs
    (and stops it after); another address joins that cluster; an already
    initialised Ray is used as it is. ``workers=0`` or ``ray_address=None``
    plays in this process without Ray. The results are the same either way.
    """
    bots = [str(bot).strip() for bot in bots]
    if len(set(bots)) != len(bots):
        raise ValueError(f"the bots must be distinct specs, got {bots}")
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(sorted(GAMES))}")
    options = dict(options or {})
    prototype = GAMES[game](**options)
    players = prototype.num_players()
    if len(bots) < players:
        raise ValueError(f"{game} seats {players} players: give at least {players} bots")
    for spec in bots:
        boardkit.Bot(spec, prototype)  # refuses a bad spec before anything is played
    jobs = []
    for group in itertools.combinations(bots, players):
        for round_ in range(games):
            turn = round_ % players
            seats = tuple(group[turn:] + group[:turn])
            number = len(jobs)
            jobs.append((number, seats, _game_seed(seed, number)))
    if workers <= 0 or ray_address is None:
        played = _play_batch(game, jobs, options, max_plies)
    else:
        ray, started = _with_ray(ray_address, workers)
        try:
            remote = ray.remote(num_cpus=1, max_retries=0)(_play_batch)
            # A few tasks per worker: enough to even out long and short games,
            # few enough that a task's start costs little beside its games.
            tasks = max(1, min(len(jobs), 4 * workers))
            chunks = [jobs[index::tasks] for index in range(tasks)]
            played = [row for rows in ray.get([remote.remote(game, chunk, options, max_plies) for chunk in chunks]) for row in rows]
        finally:
            if started:
                ray.shutdown()
    played.sort(key=lambda row: row[0])
    results = MatchResults(game=game, bots=list(bots), wins={bot: 0 for bot in bots})
    for (number, seats, _), (_, record, winners) in zip(jobs, played):
        results.records.append(record)
        results.seats.append(seats)
        results.winners.append(winners)
        if winners is None:
            results.unfinished += 1
        elif len(winners) == 1:
            results.wins[seats[winners[0]]] += 1
        else:
            results.draws += 1
    return results


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The command line: plays a round-robin and prints its table."""
    parser = argparse.ArgumentParser(prog="python -m boardkit.distributed", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("bots", nargs="+", help="bot specs, e.g. random alphabeta:depth=2 mcts:iterations=200")
    parser.add_argument("--games", type=int, default=2, help="games per pairing (default 2)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2, help="Ray CPUs; 0 plays in this process")
    parser.add_argument("--ray-address", default="local", help='"local" (default) starts a local cluster')
    parser.add_argument("--max-plies", type=int, default=DEFAULT_MAX_PLIES)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option, e.g. players=3")
    parser.add_argument("--records", help="write every game's record to this file")
    args = parser.parse_args(argv)
    options = {}
    for option in args.option:
        name, _, value = option.partition("=")
        options[name] = int(value) if value.lstrip("-").isdigit() else {"true": True, "false": False}.get(value, value)
    results = play_matches(
        args.game, args.bots, args.games, args.seed, args.workers, args.ray_address, options=options, max_plies=args.max_plies
    )
    print(results.table())
    if args.records:
        with open(args.records, "w") as out:
            out.write("\n".join(results.records))
    return 0


if __name__ == "__main__":
    sys.exit(main())
