"""boardkit: the board games Scirocco, Sirocco and Towers for Python.

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
- ``boardkit.openspiel``: ``register()`` makes them OpenSpiel games.
- ``boardkit.pettingzoo``: ``env(name)`` gives a PettingZoo AEC environment.

See docs/python.md in the boardkit repository for the layouts and examples.
"""

from boardkit._boardkit import Scirocco, Sirocco, Towers, __version__

__all__ = ["Scirocco", "Sirocco", "Towers", "GAMES", "__version__"]

#: The game classes by their lower-case names.
GAMES = {"scirocco": Scirocco, "sirocco": Sirocco, "towers": Towers}
