"""boardkit: the board games Scirocco, Sirocco and Towers, and chess variants, for Python.

The rules engine is boardkit's Rust crates; this package wraps one class per
game, all of one shape:

>>> import boardkit
>>> game = boardkit.Towers()
>>> len(game.legal_moves())
66
>>> game.play("c1-c3")
>>> game.turn()
1

- ``boardkit.Scirocco``, ``boardkit.Sirocco``, ``boardkit.Towers``: the games
  (text moves, dense actions, observation tensors, pickling, SVG pictures).
- ``boardkit.Variant(name, ini=None)``: chess and the chess-family variants
  (bundled, or a section of a Fairy-Stockfish variants.ini text), with the
  same surface:

  >>> chess = boardkit.Variant("chess")
  >>> chess.perft(3), chess.num_distinct_actions()
  (8902, 32768)

- ``boardkit.openspiel``: ``register()`` makes them OpenSpiel games.
- ``boardkit.pettingzoo``: ``env(name)`` gives a PettingZoo AEC environment.
- ``boardkit.vector``: ``make(name, num_envs, seed)`` steps thousands of games
  at once with numpy arrays (masks, observations, rewards).
- ``boardkit.Bot(spec, game)``: the Rust computer players (``random``,
  ``alphabeta:depth=N``, ``mcts:iterations=N``, ``player:standard`` ...);
  ``boardkit.distributed.play_matches`` plays round-robins of them over Ray.
- ``boardkit.write_record(game)`` / ``boardkit.read_record(text)``: the
  PGN-like game record text.

See docs/python.md in the boardkit repository for the layouts and examples.
"""

from boardkit._boardkit import Bot, Scirocco, Sirocco, Towers, Variant, __version__, read_record, write_record

__all__ = ["Bot", "Scirocco", "Sirocco", "Towers", "Variant", "GAMES", "read_record", "write_record", "__version__"]

#: The game classes by their lower-case names (``variant`` takes the
#: variant's ``name`` and ``ini`` as its options).
GAMES = {"scirocco": Scirocco, "sirocco": Sirocco, "towers": Towers, "variant": Variant}
