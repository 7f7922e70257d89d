"""The Python API of the three games: its shape, its refusals, pickling."""

import copy
import pickle
import random
import re

import numpy as np
import pytest

import boardkit
from conftest import CONFIGS, random_game


def test_default_starts():
    assert len(boardkit.Towers().legal_moves()) == 66
    assert boardkit.Sirocco().num_players() == 4
    assert boardkit.Sirocco(players=2).players() == ["South-West", "North-East"]
    assert boardkit.Sirocco.from_text("startpos:3") == boardkit.Sirocco(players=3)
    assert boardkit.Scirocco.from_text("startpos moves e3e4 e8e7").moves() == []
    assert boardkit.Scirocco.from_text("startpos moves e3e4 e8e7") == boardkit.Scirocco.from_text(
        "startpos moves e3e4 e8e7")
    assert boardkit.Scirocco().players() == ["Blue", "Tan"]
    assert str(boardkit.Scirocco()) == "odgvcn1tah/1ysmfwksi1/ppuppppupp/10/10/10/10/PPUPPPPUPP/1ISKWFMSY1/HAT1NCVGDO b"
    assert boardkit.Scirocco().turn() == 0
    sirocco = boardkit.Sirocco(players=3)
    assert sirocco.is_chance() and sirocco.turn() is None and sirocco.current_player() == -1
    assert sirocco.chance_outcomes() == [(f"roll {k}", pytest.approx(1 / 6)) for k in range(1, 7)]
    # Chance actions: the six faces of Sirocco's die, none in the others.
    assert sirocco.max_chance_outcomes() == 6
    assert boardkit.Scirocco().max_chance_outcomes() == 0
    assert boardkit.Towers().max_chance_outcomes() == 0


def test_bad_options_raise_value_error():
    with pytest.raises(ValueError, match="players"):
        boardkit.Sirocco(players=5)
    with pytest.raises(ValueError):
        boardkit.Towers(width=17)
    with pytest.raises(ValueError, match="symmetry"):
        boardkit.Scirocco(symmetry="sideways")
    with pytest.raises(ValueError, match="Towers"):
        boardkit.Towers.from_text("not a position")


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda: boardkit.Scirocco(swaps=256), ValueError, "swaps must be 0 to 255, not 256"),
        (lambda: boardkit.Scirocco(swaps=-1), ValueError, "swaps must be 0 to 255, not -1"),
        (lambda: boardkit.Scirocco(swaps=2**70), ValueError, "swaps must be 0 to 255, not 1180591620717411303424"),
        (lambda: boardkit.Scirocco(swaps=1.5), TypeError, "swaps must be an int, not float"),
        (lambda: boardkit.Sirocco(players=-1), ValueError, "players must be 2 to 4, not -1"),
        (lambda: boardkit.Sirocco(players=5), ValueError, "players must be 2 to 4, not 5"),
        (lambda: boardkit.Sirocco(round_limit=-3), ValueError, "round_limit must be 0 or more, not -3"),
        (lambda: boardkit.Towers(width=-1), ValueError, "width must be 2 to 16, not -1"),
        (lambda: boardkit.Towers(balls=0), ValueError, "balls must be 1 to 255, not 0"),
        (lambda: boardkit.Towers(ply_limit=-1), ValueError, "ply_limit must be 0 or more, not -1"),
        (lambda: boardkit.Towers().perft(-1), ValueError, "depth must be 0 or more, not -1"),
        (lambda: boardkit.Towers().perft_divide(-1), ValueError, "depth must be 0 or more, not -1"),
        (lambda: boardkit.Towers().perft("2"), TypeError, "depth must be an int, not str"),
        (lambda: boardkit.Towers().observation_tensor(-1), ValueError, "player must be 0 or more, not -1"),
        (lambda: boardkit.Towers().action_to_move(-1), ValueError, "action must be 0 or more, not -1"),
        (lambda: boardkit.Towers().random_playout(-1), ValueError, "seed must be 0 or more, not -1"),
        (lambda: boardkit.Towers().play(None), TypeError, "play() argument 'move' must be str, not NoneType"),
        (lambda: boardkit.Towers().play(3), TypeError, "play() argument 'move' must be str, not int"),
        (lambda: boardkit.Towers().move_to_action(None), TypeError, "move_to_action() argument 'move' must be str"),
    ],
)
def test_bad_arguments_are_named_in_the_error(call, error, message):
    with pytest.raises(error) as raised:
        call()
    assert str(raised.value).startswith(message), str(raised.value)
    assert "r#" not in str(raised.value)


def test_arguments_in_range_still_work():
    assert boardkit.Scirocco(swaps=255) != boardkit.Scirocco(swaps=0)
    assert boardkit.Sirocco(players=2, round_limit=10).num_players() == 2
    assert boardkit.Towers(width=16, height=3, balls=15).num_players() == 2
    assert boardkit.Towers().perft(0) == 1
    assert boardkit.Towers().random_playout(2**64 - 1, max_plies=3) == 3
    assert boardkit.Towers().perft(np.int64(1)) == len(boardkit.Towers().legal_moves())


def test_a_huge_int_is_quoted_short():
    with pytest.raises(ValueError) as raised:
        boardkit.Sirocco(players=10**100)
    assert str(raised.value) == "players must be 2 to 4, not " + "1" + "0" * 39 + "…"


@pytest.mark.parametrize("make", CONFIGS)
def test_a_very_long_bad_move_is_quoted_short(make):
    game = make()
    before = game.clone()
    page = "e3e4" * 15_000
    for call in (game.play, game.move_to_action):
        with pytest.raises(ValueError) as raised:
            call(page)
        assert len(str(raised.value)) < 200, str(raised.value)
        assert str(raised.value).startswith("bad move `" + page[:40] + "…`: "), str(raised.value)
    assert game == before


def test_positions_are_read_as_every_front_end_reads_them():
    # The text layer's position specs: start words, state texts, and moves after either.
    three = boardkit.Sirocco.from_text("startpos:3 moves roll 4")
    assert three.num_players() == 3 and three.moves() == [] and not three.is_chance()
    towers = boardkit.Towers.from_text("startpos moves c1-c3")
    moved = boardkit.Towers()
    moved.play("c1-c3")
    assert str(towers) == str(moved) and towers.turn() == 1
    with pytest.raises(ValueError, match="^moves after a position follow the keyword `moves`"):
        boardkit.Towers.from_text("startpos c1-c3")
    with pytest.raises(ValueError, match="the start position is `startpos:<players>`"):
        boardkit.Sirocco.from_text("start")
    # Rule options hold from the start, the moves replayed under them (pickling).
    literal = boardkit.Scirocco(literal_dervish=True)
    literal.play("e3e4")
    assert pickle.loads(pickle.dumps(literal)).moves() == ["e3e4"]


def test_a_whole_towers_game_by_text():
    game = boardkit.Towers()
    game.play("c1-c3")
    game.play("d6>a6,b6")
    assert str(game) == "B3B3B2B0B2B2/....../....../..W2.../....../W2W2.W2W2W2 w balls 2 captured 0 0 lost 0 0 ply 2 seen 1"
    assert game.moves() == ["c1-c3", "d6>a6,b6"]
    assert game.outcome() is None and game.scores() is None


def test_sirocco_throw_then_move():
    game = boardkit.Sirocco(players=2)
    game.play("roll 3")
    assert game.turn() == 0 and not game.is_chance()
    # Entry first: every pawn is still on the base a1.
    assert game.legal_moves() and all(move.startswith("a1-") for move in game.legal_moves())
    assert game.scores() == [0, 0]


@pytest.mark.parametrize("make", CONFIGS)
def test_illegal_moves_leave_the_state_unchanged(make):
    for seed in range(6):
        game = random_game(make, seed, 10 * seed)
        before = (str(game), game.moves(), hash(game), game.clone())
        legal = set(game.legal_moves())
        candidates = ["pass", "roll 3", "a1-a3", "e3e4", "c1-c3", "zz", "", "a1>b1,c1", "j10j1", "m13-a1"]
        other = random_game(make, seed + 100, 10 * seed + 3).legal_moves()
        for text in candidates + other:
            if text in legal:
                continue
            with pytest.raises(ValueError):
                game.play(text)
            assert (str(game), game.moves(), hash(game)) == before[:3]
            assert game == before[3]
        # A negative action is outside the layout like any other (a
        # ValueError that names the argument, not an OverflowError).
        for action in [-1, game.num_distinct_actions(), 10**9, 2**70]:
            with pytest.raises(ValueError):
                game.play_action(action)
            assert game == before[3]


@pytest.mark.parametrize("make", CONFIGS)
def test_actions_are_a_bijection_on_the_legal_moves(make):
    for seed in range(8):
        game = random_game(make, seed, 15 * seed)
        moves = game.legal_moves()
        actions = game.legal_actions()
        assert actions == sorted(actions) and len(set(actions)) == len(moves)
        bound = game.max_chance_outcomes() if game.is_chance() else game.num_distinct_actions()
        assert all(0 <= action < bound for action in actions)
        assert sorted(game.action_to_move(a) for a in actions) == sorted(moves)
        for move in moves:
            assert game.action_to_move(game.move_to_action(move)) == move
        if game.is_chance():
            assert [a for a, _ in game.chance_actions()] == actions
        if actions:
            by_action, by_text = game.clone(), game.clone()
            by_action.play_action(actions[len(actions) // 2])
            by_text.play(game.action_to_move(actions[len(actions) // 2]))
            assert by_action == by_text


@pytest.mark.parametrize("make", CONFIGS)
def test_observations_have_the_documented_shape(make):
    game = random_game(make, 3, 40)
    shape = game.observation_shape()
    for player in range(game.num_players()):
        tensor = game.observation_tensor(player)
        assert isinstance(tensor, np.ndarray) and tensor.dtype == np.float32 and tensor.shape == shape
        assert tensor.min() >= 0 and tensor.sum() > 0
        tensor[...] = -1  # a copy: writing to it changes nothing
    assert game.observation_tensor(0).min() >= 0
    with pytest.raises(ValueError):
        game.observation_tensor(game.num_players())


def test_observation_layouts():
    towers = boardkit.Towers()
    white, brown = towers.observation_tensor(0), towers.observation_tensor(1)
    # Each side sees its own back row as row 0, with 2 balls per piece.
    assert white[0, 0].tolist() == [1] * 6 and white[1, 0].tolist() == [2] * 6 and white[2, 5].tolist() == [1] * 6
    assert brown[0, 0].tolist() == [1] * 6 and brown[2, 5].tolist() == [1] * 6
    assert white[4].min() == 1 and brown[4].max() == 0
    scirocco = boardkit.Scirocco()
    blue, tan = scirocco.observation_tensor(0), scirocco.observation_tensor(1)
    assert blue[:36].sum() == 27 and blue[36:72].sum() == 27 and blue[72].min() == 1 and tan[72].max() == 0
    # The start is symmetric by rotation: both sides see the same picture.
    assert (blue[:72] == tan[:72]).all()
    # Rows count from the observer's own side: Blue's pawn e3-e4 is on its
    # row 3 (rank 4), column 4 (file e); Tan sees it on row 6, column 5.
    scirocco.play("e3e4")
    blue, tan = scirocco.observation_tensor(0), scirocco.observation_tensor(1)
    assert blue[:36, 3, 4].sum() == 1 and blue[:36, 2, 4].sum() == 0
    assert tan[36:72, 6, 5].sum() == 1 and tan[36:72, 7, 5].sum() == 0
    sirocco = boardkit.Sirocco(players=2)
    obs = sirocco.observation_tensor(0)
    assert obs.shape == (4 * 145 + 14,) and obs[: 4 * 145].sum() == 12 and obs[4 * 145 + 10] == 1


@pytest.mark.parametrize("make", CONFIGS)
def test_pickle_copy_and_text_round_trips(make):
    for seed in range(5):
        game = random_game(make, seed, 37 * seed)
        for restored in [pickle.loads(pickle.dumps(game)), copy.deepcopy(game), copy.copy(game), game.clone()]:
            assert restored == game and str(restored) == str(game) and hash(restored) == hash(game)
            assert restored.legal_moves() == game.legal_moves() and restored.moves() == game.moves()
        assert str(type(game).from_text(str(game))) == str(game)
        assert repr(game).startswith(f"boardkit.{type(game).__name__}.from_text(")
        assert eval(repr(game), {"boardkit": boardkit}).legal_moves() == game.legal_moves()  # noqa: S307
        copied = game.clone()
        if copied.legal_moves():
            copied.play(copied.legal_moves()[0])
            assert copied != game and str(copied) != str(game)


def test_equal_states_hash_equal():
    one, two = boardkit.Towers(), boardkit.Towers()
    assert one == two and hash(one) == hash(two)
    one.play("a1-a3")
    two.play("b1-b3")
    assert one != two
    # The hash is the game's 64-bit position hash: different states differ.
    assert hash(one) != hash(two)
    seen = {hash(random_game(make, 3, plies)) for plies in range(12) for make in (boardkit.Scirocco, boardkit.Towers)}
    assert len(seen) == 24
    assert len({hash(boardkit.Scirocco()), hash(boardkit.Scirocco())}) == 1
    assert boardkit.Towers() != "not a game"


def test_outcome_of_a_finished_game():
    game = random_game(lambda: boardkit.Towers(), 7, 100_000)
    assert game.is_over() and game.current_player() == -4 and game.legal_moves() == []
    winners, reason = game.outcome()
    assert all(w in (0, 1) for w in winners) and reason
    assert game.outcome_text().endswith(f"({reason})")
    sirocco = random_game(lambda: boardkit.Sirocco(players=3), 7, 100_000)
    scores = sirocco.scores()
    assert sirocco.is_over() and len(scores) == 3
    assert sorted(sirocco.outcome()[0]) == [i for i, s in enumerate(scores) if s == max(scores)]


def test_svg():
    for game in [boardkit.Scirocco(), boardkit.Sirocco(), boardkit.Towers()]:
        picture = game.to_svg()
        assert picture.lstrip().startswith("<svg") or picture.startswith("<?xml")
        assert picture.rstrip().endswith("</svg>")


def test_rust_playouts_finish_and_are_seeded():
    one, two = boardkit.Sirocco(players=2), boardkit.Sirocco(players=2)
    assert one.random_playout(5) == two.random_playout(5) and one == two and one.is_over()
    towers = boardkit.Towers()
    assert towers.random_playout(1, max_plies=10) == 10 and len(towers.moves()) == 10


def test_play_chance_samples_by_probability():
    counts = [0] * 6
    for i in range(600):
        game = boardkit.Sirocco(players=2)
        move = game.play_chance((i + 0.5) / 600)
        assert game.moves() == [move] and not game.is_chance()
        counts[int(move.split()[1]) - 1] += 1
    assert counts == [100] * 6
    game = boardkit.Sirocco(players=2)
    for bad in (-0.1, 1.0, float("nan")):
        with pytest.raises(ValueError):
            game.play_chance(bad)
    game.play_chance(0.0)
    with pytest.raises(ValueError, match="no chance"):
        game.play_chance(0.5)
    with pytest.raises(ValueError, match="no chance"):
        boardkit.Towers().play_chance(0.5)


@pytest.mark.parametrize("make", CONFIGS)
def test_actions_and_move_texts_are_shared_objects(make):
    # The extension hands out the same int and str objects again (made once
    # per process), so that a playout does not make and free one per legal
    # move per ply; ints above 256 are not CPython's own shared ones.
    game = random_game(make, 1, 6)
    if game.is_chance():
        game.play_action(game.legal_actions()[0])
    first, again = game.legal_actions(), game.legal_actions()
    if isinstance(game, (boardkit.Scirocco, boardkit.Sirocco)):
        assert any(action > 256 for action in first)
    assert len(first) == len(again) and all(a is b for a, b in zip(first, again))
    moves, moves_again = game.legal_moves(), game.legal_moves()
    assert len(moves) == len(moves_again) and all(a is b for a, b in zip(moves, moves_again))


def test_scirocco_texts_with_moves_and_rule_options():
    # The moves of a `<position> moves ...` text are played one by one, and
    # a refusal names the move by its number.
    assert boardkit.Scirocco.from_text("startpos moves") == boardkit.Scirocco()
    with pytest.raises(ValueError, match="^move 2: bad move `zz`: "):
        boardkit.Scirocco.from_text("startpos moves e3e4 zz")
    with pytest.raises(ValueError, match="^move 2: illegal move `e3e4`: "):
        boardkit.Scirocco.from_text("startpos moves e3e4 e3e4")
    # Both notations, wherever a move is typed: coordinates and the readable
    # notation the docs teach (`P e3-e4`), mixed as a person types them.
    readable = boardkit.Scirocco.from_text("startpos moves P e3-e4 e8e7 Gu c3-c4")
    assert readable == boardkit.Scirocco.from_text("startpos moves e3e4 e8e7 c3c4")
    with pytest.raises(ValueError, match="^move 1: bad move `Gu e3-e4`: the piece on e3 is a Pawn"):
        boardkit.Scirocco.from_text("startpos moves Gu e3-e4")
    game = boardkit.Scirocco()
    game.play("P e3-e4")
    game.play("e8e7")
    assert game == boardkit.Scirocco.from_text("startpos moves e3e4 e8e7")
    with pytest.raises(ValueError, match="^bad move `P e3e4`: "):
        game.play("P e3e4")
    assert game == boardkit.Scirocco.from_text("startpos moves e3e4 e8e7")
    with pytest.raises(ValueError, match="in the board"):
        boardkit.Scirocco.from_text("startpos movesx")
    # The literal reading of the Dervish allows f2h2 after these moves; the
    # option survives pickling and copying.
    moves = ("b3b4 g9g10 f1e4 i8i7 d3d4 h9i8 i3i4 g10h9 i2j2 j8j7 a3a4 b9a9 c2d1 g8g7 h2i2 f8f7").split()
    literal, plain = boardkit.Scirocco(literal_dervish=True), boardkit.Scirocco()
    for move in moves:
        literal.play(move)
        plain.play(move)
    assert "f2h2" in literal.legal_moves() and "f2h2" not in plain.legal_moves()
    for restored in (pickle.loads(pickle.dumps(literal)), copy.deepcopy(literal), literal.clone()):
        assert restored == literal and "f2h2" in restored.legal_moves()
    assert pickle.loads(pickle.dumps(plain)) == plain and "f2h2" not in pickle.loads(pickle.dumps(plain)).legal_moves()


def test_scirocco_numbers_a_move_typed_in_either_notation():
    # move_to_action reads what play and from_text read: the readable
    # notation (`P e3-e4`) has the number of the same move in coordinates.
    game = boardkit.Scirocco()
    for readable, coordinates in (("P e3-e4", "e3e4"), ("Gu c3-c4", "c3c4"), ("Pr b2-d1", "b2d1"), ("Ma i2-j2", "i2j2")):
        action = game.move_to_action(readable)
        assert action == game.move_to_action(coordinates), readable
        assert action in game.legal_actions()
        assert game.action_to_move(action) == coordinates
    # A refusal names the text as typed (trimmed) once, as the text layer
    # words it, and then says why it is no move, without the parser naming
    # it again; a text in neither notation keeps the coordinate parser's
    # reason, and a slip (`Gue3-e4`) is judged as the move it was read as.
    wrong_piece = "the piece on e3 is a Pawn (P), not a Guard (Gu)"
    refusals = {
        "Gu e3-e4": wrong_piece,
        "  Gu e3-e4 ": wrong_piece,
        "zz": "expected a square a1 to j10 at byte 0",
        "Gue3-e4": wrong_piece,
    }
    for method in (game.move_to_action, game.play):
        for text, why in refusals.items():
            with pytest.raises(ValueError) as refused:
                method(text)
            assert str(refused.value) == f"bad move `{text.strip()}`: {why}"
    assert game == boardkit.Scirocco()


@pytest.mark.parametrize("plies", [0, 7, 20])
def test_towers_decodes_its_whole_action_space(plies):
    # Every action number is refused (ValueError) or names a move; a step or
    # capture it names (never a step off the board or onto its own square)
    # has that number back. Shares from an empty square decode too: decoding
    # only inverts the numbering, and such a share has no number here.
    for make in (boardkit.Towers, lambda: boardkit.Towers(width=8, height=7, balls=3)):
        game = random_game(make, 5, plies)
        steps = 0
        for action in range(game.num_distinct_actions()):
            try:
                move = game.action_to_move(action)
            except ValueError:
                continue
            if ">" not in move:
                assert game.move_to_action(move) == action, move
                steps += 1
        assert steps >= 10


def test_towers_decodes_no_square_off_the_board():
    # On 8x7, White's 3-ball pieces on e5 and f1 would step exactly one
    # square past the top edge and the right edge (rank 8, file i): no
    # action decodes to those, and no number past the action space decodes.
    game = boardkit.Towers.from_text(
        "B3B0B0B0B0B0B0B0/......../....W3.../......../......../......../W0W0W0W0W0W3W0. w "
        "balls 3 captured 0 0 lost 18 21 ply 0 seen 1"
    )
    width, height = 8, 7
    seen = set()
    for action in range(game.num_distinct_actions()):
        try:
            move = game.action_to_move(action)
        except ValueError:
            continue
        for file, rank in re.findall(r"([a-p])(\d+)", move):
            assert ord(file) - ord("a") < width and int(rank) <= height, (action, move)
        seen.add(move)
    assert {"e5-e2", "e5-h5", "e5-b5", "f1-f4"} <= seen
    # The numbers of the next two ranks' squares (4 + 2^7 actions a square).
    for action in range(game.num_distinct_actions(), game.num_distinct_actions() + 2 * (4 + 2**7) * width):
        with pytest.raises(ValueError, match="is no Towers move here"):
            game.action_to_move(action)


@pytest.mark.parametrize("game_class, first_move", [(boardkit.Towers, "a1-a3"), (boardkit.Sirocco, "roll 3")])
def test_games_without_rule_options_refuse_option_bits(game_class, first_move):
    # Only Scirocco has rule options; a pickle of another game that carries
    # option bits is not one of its own, and is refused.
    start = str(game_class())
    assert game_class._restore(start, 0, [first_move]).moves() == [first_move]
    for bits in (1, 2**40):
        with pytest.raises(ValueError, match="no rule options"):
            game_class._restore(start, bits, [])


def test_a_genie_s_capture_without_moving_has_an_action():
    # The Blue Genie on e5 takes the Tan Pawn on e6 and stays on e5.
    game = boardkit.Scirocco.from_text("k9/10/10/10/4p5/4+D5/10/10/10/K9 b")
    assert "e5e6e5" in game.legal_moves()
    for move in game.legal_moves():
        assert game.action_to_move(game.move_to_action(move)) == move
    actions = game.legal_actions()
    assert sorted(game.action_to_move(a) for a in actions) == sorted(game.legal_moves())


def sirocco_points(game):
    """The number of points P of a Sirocco board: the observation has 4P + 14 values."""
    return (game.observation_shape()[0] - 14) // 4


def test_sirocco_numbers_each_move_only_at_its_own_kind_of_turn():
    # Throws are chance actions 0..6 at a throw; steps and `pass` are player
    # actions (`pass` is P², the last) at a move. A move of the other kind
    # has no number, so it is refused rather than taken for another move.
    game = boardkit.Sirocco(players=2)
    assert game.is_chance()
    assert [game.move_to_action(f"roll {k}") for k in range(1, 7)] == list(range(6))
    game.play("roll 3")
    step = game.legal_moves()[0]
    assert game.move_to_action(step) in game.legal_actions()
    assert game.move_to_action("pass") == game.num_distinct_actions() - 1
    with pytest.raises(ValueError, match="no action number"):
        game.move_to_action("roll 3")
    for action in (game.num_distinct_actions(), game.num_distinct_actions() + 1):
        with pytest.raises(ValueError, match="is no Sirocco move here"):
            game.action_to_move(action)
    game.play(step)
    assert game.is_chance()
    # At a throw, the six chance actions and nothing else.
    assert [game.action_to_move(action) for action in range(6)] == [f"roll {k}" for k in range(1, 7)]
    with pytest.raises(ValueError, match="is no Sirocco move here"):
        game.action_to_move(6)
    for move in (step, "pass"):
        with pytest.raises(ValueError, match="no action number"):
            game.move_to_action(move)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sirocco_observations_count_seats_from_the_observer(players):
    # Relative seat r of observer o is seat (o + r) mod n: the pawn blocks,
    # the captures and the to-move flags all turn with the observer; the
    # blocks of absent seats stay zero.
    game = random_game(lambda: boardkit.Sirocco(players=players), 11, 80)
    points = sirocco_points(game)
    views = [game.observation_tensor(observer) for observer in range(players)]

    def block(view, relative):
        return view[relative * points : (relative + 1) * points]

    # Seen by player 0, each seat's pawns stand apart (each has its own
    # base and goal), and every seat still has pawns.
    for a in range(players):
        assert block(views[0], a).sum() > 0
        for b in range(a):
            assert (block(views[0], a) != block(views[0], b)).any()
    for observer in range(players):
        for relative in range(4):
            if relative >= players:
                assert block(views[observer], relative).max() == 0
                continue
            seat = (observer + relative) % players
            assert (block(views[observer], relative) == block(views[0], seat)).all()
            for offset in (4 * points, 4 * points + 10):
                assert views[observer][offset + relative] == views[0][offset + seat]
        assert views[observer][4 * points + 10 : 4 * points + 14].sum() == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sirocco_observation_counts_every_pawn_once(players):
    # Every pawn is counted once, wherever it stands (on a point, on its
    # base, arrived at its goal), or counted by its captor: along a whole
    # random game, to its end, where a player has brought pawns home.
    game = boardkit.Sirocco(players=players)
    points = sirocco_points(game)
    pawns = game.observation_tensor(0)[: 4 * points].sum()
    rng = random.Random(players)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
        for observer in range(players):
            view = game.observation_tensor(observer)
            assert view[: 4 * points].sum() + view[4 * points : 4 * points + 4].sum() == pawns


def test_sirocco_observation_shows_the_pending_throw():
    # Values 4P+4 .. 4P+10 are the throw waiting for its move: none before
    # the throw, exactly the face thrown after it.
    for face in range(1, 7):
        game = boardkit.Sirocco(players=2)
        points = sirocco_points(game)
        throw = slice(4 * points + 4, 4 * points + 10)
        assert game.observation_tensor(0)[throw].tolist() == [0.0] * 6
        game.play(f"roll {face}")
        expected = [1.0 if k == face else 0.0 for k in range(1, 7)]
        for observer in range(2):
            assert game.observation_tensor(observer)[throw].tolist() == expected
