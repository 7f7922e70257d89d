//! The 512 start arrays.

use std::collections::HashSet;

use boardkit_geometry::{Grid, Square};
use boardkit_scirocco::{PieceKind, Position, STARTPOS_FEN, Side, StartArray, Swaps, Symmetry, perft};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn there_are_512_distinct_arrays_and_positions() {
    let arrays: Vec<StartArray> = StartArray::all().collect();
    assert_eq!(arrays.len(), 512);
    assert_eq!(arrays.iter().collect::<HashSet<_>>().len(), 512);
    let texts: HashSet<String> = arrays.iter().map(|a| a.position().to_string()).collect();
    assert_eq!(texts.len(), 512);
}

#[test]
fn the_default_array_is_the_pictured_one() {
    assert_eq!(StartArray::DEFAULT.swaps, Swaps::empty());
    assert_eq!(StartArray::DEFAULT.symmetry, Symmetry::Rotational);
    assert_eq!(StartArray::DEFAULT.position().to_string(), STARTPOS_FEN);
    assert_eq!(Position::startpos(), StartArray::DEFAULT.position());
    assert_eq!(boardkit_scirocco::STARTPOS, Position::from_fen(STARTPOS_FEN).unwrap());
}

#[test]
fn every_array_has_27_pieces_a_side_the_right_symmetry_and_valid_position() {
    let grid = Grid::new(10, 10).unwrap();
    for array in StartArray::all() {
        let position = array.position();
        assert_eq!(Position::from_setup(&position.to_setup()), Ok(position), "{array}");
        assert_eq!(position.side_to_move(), Side::Blue);
        for side in Side::ALL {
            assert_eq!(position.piece_count(side), 27, "{array}");
        }
        for (square, piece) in position.pieces().filter(|(_, p)| p.side == Side::Blue) {
            assert!(square.rank().number() <= 3, "{array}: {piece} on {square}");
            let image = match array.symmetry {
                Symmetry::Rotational => grid.rotate_180(square),
                Symmetry::Mirror => grid.mirror_ranks(square),
            };
            let image = image.unwrap();
            let tan = position.piece_at(image).unwrap_or_else(|| panic!("{array}: nothing on {image}"));
            assert_eq!((tan.side, tan.kind), (Side::Tan, piece.kind), "{array}: {square} -> {image}");
        }
    }
}

#[test]
fn each_swap_exchanges_its_pair_on_mirror_files() {
    let pairs = [
        (Swaps::CHARIOT_WAGON, "a1", "j1", Some(PieceKind::Chariot), Some(PieceKind::Wagon)),
        (Swaps::ALFIL_DABBABA, "b1", "i1", Some(PieceKind::Alfil), Some(PieceKind::Dabbaba)),
        (Swaps::STORK_GOAT, "c1", "h1", Some(PieceKind::Stork), Some(PieceKind::Goat)),
        (Swaps::KNIGHT_CAMEL, "e1", "f1", Some(PieceKind::Knight), Some(PieceKind::Camel)),
        (Swaps::DERVISH_EMPTY, "g1", "d1", Some(PieceKind::Dervish), None),
        (Swaps::PRIEST_MARQUIS, "b2", "i2", Some(PieceKind::Priest), Some(PieceKind::Marquis)),
        (Swaps::KING_COMMONER, "d2", "g2", Some(PieceKind::King), Some(PieceKind::Commoner)),
        (Swaps::WAZIR_FIRZAN, "e2", "f2", Some(PieceKind::Wazir), Some(PieceKind::Firzan)),
    ];
    for array in StartArray::all() {
        let position = array.position();
        let kind = |name: &str| position.piece_at(sq(name)).map(|p| p.kind);
        for (flag, a, b, first, second) in pairs {
            // Mirror files: a <-> j, b <-> i, ...
            assert_eq!(sq(a).file().index() + sq(b).file().index(), 9);
            let (on_a, on_b) = if array.swaps.contains(flag) { (second, first) } else { (first, second) };
            assert_eq!((kind(a), kind(b)), (on_a, on_b), "{array}: {flag:?}");
        }
        // The Sciroccos and the pawns never move.
        assert_eq!(kind("c2"), Some(PieceKind::Scirocco));
        assert_eq!(kind("h2"), Some(PieceKind::Scirocco));
        assert_eq!(kind("c3"), Some(PieceKind::Guard));
        assert_eq!(kind("h3"), Some(PieceKind::Guard));
    }
}

#[test]
fn mirror_symmetry_puts_the_tan_king_on_the_same_file() {
    let rotational = StartArray::DEFAULT.position();
    assert_eq!(rotational.royal_square(Side::Tan), Some(sq("g9")));
    let mirror = StartArray { swaps: Swaps::empty(), symmetry: Symmetry::Mirror }.position();
    assert_eq!(mirror.royal_square(Side::Tan), Some(sq("d9")));
}

#[test]
fn an_array_and_its_left_right_mirror_give_mirror_image_games() {
    let grid = Grid::new(10, 10).unwrap();
    for bits in [0u8, 0b1010_0101, 0b0001_0000, 0xff] {
        for symmetry in [Symmetry::Rotational, Symmetry::Mirror] {
            let array = StartArray { swaps: Swaps::from_bits_retain(bits), symmetry };
            let mirrored = StartArray { swaps: Swaps::from_bits_retain(!bits), symmetry };
            let (a, b) = (array.position(), mirrored.position());
            for (square, piece) in a.pieces() {
                assert_eq!(b.piece_at(grid.mirror_files(square).unwrap()), Some(piece), "{array}");
            }
            assert_eq!(perft(&a, 3), perft(&b, 3), "{array}");
        }
    }
}

#[test]
fn blue_pieces_lists_the_arrays_blue_pieces_in_square_order() {
    for array in StartArray::all() {
        let listed = array.blue_pieces();
        let on_board: Vec<(Square, PieceKind)> = array
            .position()
            .pieces()
            .filter(|(_, piece)| piece.side == Side::Blue)
            .map(|(square, piece)| (square, piece.kind))
            .collect();
        assert_eq!(listed.len(), 27, "{array}");
        assert_eq!(listed, on_board, "{array}");
    }
    assert_eq!(StartArray::DEFAULT.blue_pieces().first(), Some(&(sq("a1"), PieceKind::Chariot)));
}
