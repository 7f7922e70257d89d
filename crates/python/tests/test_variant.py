"""boardkit.Variant: bundled variants and variants.ini sections, the dense
action layout, the observation planes, refusals, pickling and perft."""

import pickle

import numpy as np
import pytest

import boardkit
from conftest import random_game

#: A variants.ini section (the variant crate's own example): a knight that
#: also steps as a wazir replaces the bishop.
WAZIR_KNIGHT = """
[wazirknight:chess]
bishop = -
customPiece1 = b:NW
"""


def test_the_default_is_chess_and_counts_its_perft():
    chess = boardkit.Variant()
    assert chess.name() == "chess" and chess.ini() is None and chess.board_size() == (8, 8)
    assert str(chess) == "chess rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    assert chess.players() == ["White", "Black"] and chess.turn() == 0
    # Start-position perft of chess and of bundled variants, as Fairy-Stockfish counts them.
    assert [chess.perft(depth) for depth in range(4)] == [1, 20, 400, 8902]
    assert [boardkit.Variant("capablanca").perft(depth) for depth in (1, 2, 3)] == [28, 784, 25_228]
    assert dict(chess.perft_divide(2))["e2e4"] == 20


def test_a_section_of_a_variants_ini_text():
    game = boardkit.Variant("wazirknight", ini=WAZIR_KNIGHT)
    assert game.name() == "wazirknight" and game.ini() == WAZIR_KNIGHT
    # 20 as in chess, and b3 and d3 for each new piece.
    assert game.perft(1) == 24 and {"c1b3", "c1d3", "f1e3", "f1g3"} <= set(game.legal_moves())
    assert ("B", "customPiece1", "NW") in game.piece_types()
    # A name the text does not have is looked up among the bundled variants.
    assert boardkit.Variant("shatranj", ini=WAZIR_KNIGHT).ini() is None
    game.play("e2e4")
    for restored in (pickle.loads(pickle.dumps(game)), game.clone()):
        assert restored == game and restored.moves() == ["e2e4"] and restored.ini() == WAZIR_KNIGHT
    read = boardkit.Variant.from_text(str(game), ini=WAZIR_KNIGHT)
    assert str(read) == str(game) and read.legal_moves() == game.legal_moves()
    with pytest.raises(ValueError, match="unknown variant `wazirknight`"):
        boardkit.Variant.from_text(str(game))


@pytest.mark.parametrize(
    ("name", "ini", "message"),
    [
        ("nonesuch", None, r"unknown variant `nonesuch` \(bundled: chess, "),
        ("", None, "unknown variant ``"),
        ("x", "[x:chess]\nfoo = 1\n", "variants.ini: line 2: option `foo` is not supported"),
        ("x", "[x:chess]\nno option here\n", "variants.ini: line 2: expected `option = value`"),
        ("x", "[x:chess]\ncustomPiece1 = q:Z!!\n", "variants.ini: line 1: piece `customPiece1`: unexpected `!`"),
        ("x", "[x:chess]\nmaxRank = 99\n", "variants.ini: line 2: option `maxRank`: bad value `99`"),
        ("x", "[x:nope]\n", "line 1: `x` inherits from unknown variant `nope`"),
        ("y", "[x:chess]\n", r"not in the ini text \(its variants: x\)"),
    ],
)
def test_bad_names_and_ini_texts_raise_value_error_with_the_reason(name, ini, message):
    with pytest.raises(ValueError, match=message):
        boardkit.Variant(name, ini=ini)


def test_texts_with_moves_and_refused_texts():
    game = boardkit.Variant.from_text("capablanca moves e2e4 e7e5")
    assert game.name() == "capablanca" and game.moves() == [] and game.turn() == 0
    assert game.fen() == "rnabqkbcnr/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq - 0 2"
    assert str(boardkit.Variant.from_text("startpos")) == str(boardkit.Variant())
    for bad, message in [
        ("", "names no variant"),
        ("nonesuch", "unknown variant"),
        ("chess rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"),
        ("chess moves e2e5", "move 1: "),
        ("chess moves e2e4 e2e4", "move 2: "),
    ]:
        with pytest.raises(ValueError, match=message):
            boardkit.Variant.from_text(bad)


def test_refused_moves_and_actions_change_nothing():
    game = boardkit.Variant("grand")
    game.play(game.legal_moves()[3])
    before = (str(game), game.moves(), game.legal_actions(), game.clone())
    for bad in ["e2e5", "zz", "", "a1a1", "e7e8q", "a10a11"]:
        with pytest.raises(ValueError):
            game.play(bad)
        assert (str(game), game.moves(), game.legal_actions()) == before[:3] and game == before[3]
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in set(before[2]))
    for action in [illegal, -1, game.num_distinct_actions()]:
        with pytest.raises(ValueError):
            game.play_action(action)
        assert game == before[3]


def test_the_action_layout_is_from_promotion_and_to():
    chess = boardkit.Variant()
    letters = [letter for letter, _, _ in chess.piece_types()]
    squares, choices = 64, len(letters) + 2
    assert chess.num_distinct_actions() == choices * squares * squares == 32_768

    def square(name):
        return (int(name[1:]) - 1) * 8 + ord(name[0]) - ord("a")

    assert chess.move_to_action("e2e4") == square("e2") * 64 + square("e4")
    # A promotion's choice is 1 + the piece type's index.
    promoting = boardkit.Variant.from_text("chess 8/P7/8/8/8/8/8/k6K w - - 0 1")
    promotions = [move for move in promoting.legal_moves() if move.startswith("a7a8")]
    assert sorted(promotions) == ["a7a8b", "a7a8n", "a7a8q", "a7a8r"]
    for move in promotions:
        kind = letters.index(move[-1].upper())
        assert promoting.move_to_action(move) == ((1 + kind) * 64 + square("a7")) * 64 + square("a8")
    # Every number of the layout decodes to a move that numbers back to it.
    for action in range(chess.num_distinct_actions()):
        assert chess.move_to_action(chess.action_to_move(action)) == action
    with pytest.raises(ValueError):
        chess.action_to_move(chess.num_distinct_actions())


@pytest.mark.parametrize(
    "name", ["capablanca", "grand", "shatranj", "makruk", "janus", "gardner", "octopus", "atomic", "duck"]
)
def test_every_bundled_layout_numbers_the_legal_moves_one_to_one(name):
    for seed in range(4):
        game = random_game(lambda: boardkit.Variant(name), seed, 25 * seed)
        files, ranks = game.board_size()
        assert game.num_distinct_actions() % ((len(game.piece_types()) + 2) * (files * ranks) ** 2) == 0
        actions, moves = game.legal_actions(), game.legal_moves()
        assert actions == sorted(set(actions)) and len(actions) == len(moves)
        assert sorted(game.action_to_move(action) for action in actions) == sorted(moves)
        assert all(0 <= action < game.num_distinct_actions() for action in actions)
    # The layout depends on the rules only.
    assert boardkit.Variant(name).num_distinct_actions() == game.num_distinct_actions()


def test_a_piece_that_captures_on_the_way_numbers_that_square():
    # An XBetza locust: steps diagonally onto an enemy, captures it and steps on.
    game = boardkit.Variant("locust", ini="[locust:chess]\nbishop = -\ncustomPiece1 = b:mFcafF\n")
    plain = boardkit.Variant()
    squares = 64
    assert game.num_distinct_actions() == (squares + 1) * (len(game.piece_types()) + 2) * squares * squares
    assert plain.num_distinct_actions() == 8 * squares * squares
    played = boardkit.Variant.from_text("locust 4k3/8/8/8/8/8/1p6/B3K3 w - - 0 1", ini=game.ini())
    captures = [move for move in played.legal_moves() if len(move) == 6]
    assert captures == ["a1b2c3"], played.legal_moves()
    action = played.move_to_action("a1b2c3")
    assert played.action_to_move(action) == "a1b2c3" and action in played.legal_actions()
    played.play_action(action)
    assert played.piece_at(1, 1) is None and played.piece_at(2, 2) == "B"


def test_a_move_that_places_a_wall_numbers_the_wall():
    duck = boardkit.Variant("duck")
    squares, promotions = 64, len(duck.piece_types()) + 2
    assert duck.num_distinct_actions() == (squares + 1) * promotions * squares * squares

    def square(name):
        return (int(name[1:]) - 1) * 8 + ord(name[0]) - ord("a")

    action = duck.move_to_action("e2e4,e4e5")
    assert action == (((1 + square("e5")) * promotions) * squares + square("e2")) * squares + square("e4")
    assert duck.action_to_move(action) == "e2e4,e4e5" and action in duck.legal_actions()
    assert len(duck.legal_actions()) == 640
    duck.play_action(action)
    assert str(duck).startswith("duck rnbqkbnr/pppppppp/8/4*3/4P3/8/")
    # The last observation plane holds the walls: the duck on e5, seen from both sides.
    types = len(duck.piece_types())
    assert duck.observation_shape() == (2 * types + 9, 8, 8)
    assert np.argwhere(duck.observation_tensor(0)[-1]).tolist() == [[4, 4]]
    assert np.argwhere(duck.observation_tensor(1)[-1]).tolist() == [[3, 4]]
    amazons = boardkit.Variant("amazons")
    assert amazons.num_distinct_actions() == 101 * 3 * 100 * 100
    assert sorted(map(amazons.action_to_move, amazons.legal_actions())) == sorted(amazons.legal_moves())


def test_observation_planes():
    chess = boardkit.Variant()
    types = len(chess.piece_types())
    assert chess.observation_shape() == (2 * types + 8, 8, 8)
    white, black = chess.observation_tensor(0), chess.observation_tensor(1)
    pawn = [letter for letter, _, _ in chess.piece_types()].index("P")
    # Each side sees its own pawns on its row 1 and the opponent's on row 6.
    for seen in (white, black):
        assert seen[pawn, 1].tolist() == [1] * 8 and seen[types + pawn, 6].tolist() == [1] * 8
        assert seen[:types].sum() == 16 and seen[types : 2 * types].sum() == 16
        # Every castling right is held at the start; no promoted piece, no en passant square.
        assert seen[2 * types + 2 : 2 * types + 6].min() == 1 and seen[2 * types].max() == 0
        assert seen[2 * types + 6].max() == 0 and seen[2 * types + 7].max() == 0
    assert white[2 * types + 1].min() == 1 and black[2 * types + 1].max() == 0
    # An en passant square, seen from both sides; the move counter's plane.
    for move in ["e2e4", "a7a6", "e4e5", "f7f5"]:
        chess.play(move)
    white, black = chess.observation_tensor(0), chess.observation_tensor(1)
    assert np.argwhere(white[2 * types + 6]).tolist() == [[5, 5]]
    assert np.argwhere(black[2 * types + 6]).tolist() == [[2, 5]]
    assert "e5f6" in chess.legal_moves()
    chess.play("g1f3")
    assert chess.observation_tensor(0)[2 * types + 7].min() == pytest.approx(0.01)
    # Moving the king gives up both of its side's rights; the other side keeps them.
    chess.play("e8f7")
    white = chess.observation_tensor(0)
    assert white[2 * types + 2 : 2 * types + 4].min() == 1 and white[2 * types + 4 : 2 * types + 6].max() == 0
    with pytest.raises(ValueError):
        chess.observation_tensor(2)


def test_outcome_returns_and_board():
    game = boardkit.Variant()
    assert game.returns() == [0.0, 0.0] and game.piece_at(4, 0) == "K" and game.piece_at(4, 7) == "k"
    assert game.piece_at(8, 0) is None and game.piece_at(4, 4) is None
    for move in ["f2f3", "e7e5", "g2g4", "d8h4"]:
        game.play(move)
    assert game.is_over() and game.outcome() == ([1], "checkmate") and game.returns() == [-1.0, 1.0]
    assert game.legal_moves() == [] and game.legal_actions() == [] and game.current_player() == -4
    assert game.outcome_text().startswith("Black wins")
    picture = game.to_svg()
    assert picture.lstrip().startswith(("<svg", "<?xml")) and picture.rstrip().endswith("</svg>")


def test_bots_and_records_of_a_variant():
    game = boardkit.Variant("shatranj")
    bot = boardkit.Bot("player:quick", game, seed=1)
    for _ in range(6):
        game.play(bot.choose(game))
    text = boardkit.write_record(game, {"Event": "test"})
    assert '[Variant "shatranj"]' in text
    read, tags = boardkit.read_record(text)
    assert type(read) is boardkit.Variant and str(read) == str(game) and read.moves() == game.moves()
    with pytest.raises(ValueError, match="another game"):
        bot.choose(boardkit.Towers())


def test_random_playouts_are_seeded_and_recorded():
    one, two = boardkit.Variant("breakthrough"), boardkit.Variant("breakthrough")
    plies = one.random_playout(7)
    assert plies == two.random_playout(7) == len(one.moves()) and one == two and one.is_over()
    replayed = boardkit.Variant("breakthrough")
    for move in one.moves():
        replayed.play(move)
    assert replayed == one and replayed.returns() == one.returns() != [0.0, 0.0]


@pytest.mark.parametrize("name", ["crazyhouse", "minishogi"])
def test_drops_are_numbered_and_pockets_observed(name):
    for seed in range(4):
        game = random_game(lambda: boardkit.Variant(name), seed, 30 + 10 * seed)
        actions, moves = game.legal_actions(), game.legal_moves()
        assert actions == sorted(set(actions)) and len(actions) == len(moves)
        assert sorted(game.action_to_move(action) for action in actions) == sorted(moves)
    # A drop: `via = 0`, `p = 1 + the dropped type`, from = to = the square.
    game = boardkit.Variant.from_text("crazyhouse rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2")
    game.play("d8d5")
    letters = [letter for letter, _, _ in game.piece_types()]
    types, e6 = len(letters), 5 * 8 + 4
    action = game.move_to_action("P@e6")
    assert action == ((1 + letters.index("P")) * 64 + e6) * 64 + e6
    assert action in game.legal_actions() and game.action_to_move(action) == "P@e6"
    # The pockets: planes 2T + 8 .. 3T + 8 the observer's, then the opponent's.
    assert game.observation_shape() == (4 * types + 8, 8, 8)
    white = game.observation_tensor(0)
    pawn = letters.index("P")
    assert white[2 * types + 8 + pawn].min() == 1 and white[3 * types + 8 + pawn].min() == 1
    assert white[2 * types + 8 + letters.index("Q")].max() == 0


def test_a_drop_placed_promoted_has_an_action():
    ini = "[dropshogi:minishogi]\ndropPromoted = true\n"
    game = boardkit.Variant("dropshogi", ini=ini)
    for seed in range(3):
        played = random_game(lambda: boardkit.Variant("dropshogi", ini=ini), seed, 20 + 10 * seed)
        actions, moves = played.legal_actions(), played.legal_moves()
        assert len(actions) == len(set(actions)) == len(moves)
        assert sorted(played.action_to_move(action) for action in actions) == sorted(moves)
    # A Silver in hand may be dropped as itself or promoted:
    # `p = T + 2 + the dropped type` (P = 2T + 2 in such variants).
    game = boardkit.Variant.from_text("dropshogi rbsgk/4p/5/P4/KGSBR[S] w 0 1", ini=ini)
    letters = [letter for letter, _, _ in game.piece_types()]
    types, c3 = len(letters), 2 * 5 + 2
    assert {"S@c3", "+S@c3"} <= set(game.legal_moves())
    promoted = game.move_to_action("+S@c3")
    assert promoted == ((types + 2 + letters.index("S")) * 25 + c3) * 25 + c3
    assert promoted in game.legal_actions() and game.action_to_move(promoted) == "+S@c3"
    assert game.num_distinct_actions() == (2 * types + 2) * 25 * 25


def test_the_gates_are_observed():
    game = boardkit.Variant("seirawan")
    letters = [letter for letter, _, _ in game.piece_types()]
    types = len(letters)
    assert game.observation_shape() == (4 * types + 9, 8, 8)
    gates = game.observation_tensor(0)[4 * types + 8]
    # Every piece of both first ranks may gate at the start.
    assert gates[0].min() == 1 and gates[7].min() == 1 and gates[1:7].max() == 0
    game.play("g1f3h")
    white, black = game.observation_tensor(0)[4 * types + 8], game.observation_tensor(1)[4 * types + 8]
    # g1 has gated (White's view: rank 0, file 6); f3 never gates.
    assert white[0, 6] == 0 and white[0, 5] == 1 and white[2, 5] == 0
    # Black sees its own first rank as row 0: White's first rank is its row 7.
    assert black[7, 6] == 0 and black[0].min() == 1


def test_castling_that_gates_on_the_rooks_square_has_an_action():
    game = boardkit.Variant("seirawan")
    for move in ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"]:
        game.play(move)
    moves, actions = game.legal_moves(), game.legal_actions()
    assert {"e1g1h", "e1g1e", "h1e1h", "h1e1e"} <= set(moves)
    assert len(actions) == len(moves)
    assert sorted(game.action_to_move(action) for action in actions) == sorted(moves)
    action = game.move_to_action("h1e1h")
    assert action != game.move_to_action("e1g1h")
    game.play_action(action)
    # The king and rook castled, and the hawk stands where the rook stood.
    assert "/RNBQ1RKH[Eeh] " in game.fen(), game.fen()
