//! Scirocco written as a variants.ini section (the bundled `sciroccofile`,
//! which uses boardkit's extensions beyond Fairy-Stockfish) plays exactly
//! as boardkit-scirocco: the same perft from the start and from positions
//! reached by random play, and the same legal moves, board and game end
//! after every move of random games. Every number compared here is
//! computed by boardkit-scirocco in the same run.

use boardkit_core::{Game, Verdict};
use boardkit_scirocco::{Position, Scirocco, Side, perft as scirocco_perft};
use boardkit_variant::{Colour, Move, VariantGame, variant};

fn start() -> VariantGame {
    VariantGame::new(variant("sciroccofile").expect("bundled")).expect("the start position reads")
}

/// A variant move in boardkit-scirocco's coordinate notation. The two
/// agree but for the jump-captures of the Zig and the Zag, which this
/// crate writes with the jumped square between (`e5e6e7`) and Scirocco
/// without (`e5e7`); a capture without moving (`e5e6e5`) and a promotion
/// (`e8e9+`) are written alike.
fn scirocco_notation(mv: &Move) -> String {
    let text = mv.to_string();
    let promotion = if text.ends_with('+') { "+" } else { "" };
    let mut squares = Vec::new();
    let mut current = String::new();
    for c in text.trim_end_matches('+').chars() {
        if c.is_ascii_lowercase() && !current.is_empty() {
            squares.push(std::mem::take(&mut current));
        }
        current.push(c);
    }
    squares.push(current);
    match squares.as_slice() {
        [from, via, to] if from != to => format!("{from}{to}{promotion}"),
        _ => format!("{}{promotion}", squares.concat()),
    }
}

fn variant_moves(game: &VariantGame) -> Vec<(String, Move)> {
    let mut moves = Vec::new();
    game.generate_moves(&mut moves);
    let mut named: Vec<(String, Move)> = moves.into_iter().map(|mv| (scirocco_notation(&mv), mv)).collect();
    named.sort_by(|a, b| a.0.cmp(&b.0));
    named
}

fn scirocco_moves(game: &Scirocco) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    moves
}

/// The winner as a seat: 0 for Blue (White), 1 for Tan (Black), 2 for a draw.
fn variant_result(game: &VariantGame) -> Option<u8> {
    game.outcome().map(|outcome| match outcome.verdict {
        Verdict::Win(Colour::White) => 0,
        Verdict::Win(Colour::Black) => 1,
        _ => 2,
    })
}

fn scirocco_result(game: &Scirocco) -> Option<u8> {
    game.outcome().map(|outcome| match outcome.verdict {
        Verdict::Win(Side::Blue) => 0,
        Verdict::Win(Side::Tan) => 1,
        _ => 2,
    })
}

/// A small fixed pseudo-random sequence (xorshift), so failures replay.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The board field of a FEN (both crates write the same piece letters,
/// `+` for promoted pieces, and Blue in capitals).
fn board_field(fen: &str) -> &str {
    fen.split_whitespace().next().unwrap_or_default()
}

#[test]
fn start_perft_equals_boardkit_sciroccos() {
    let game = start();
    let position = Position::startpos();
    assert_eq!(board_field(&game.fen()), board_field(&position.to_fen()));
    for depth in 1..=3 {
        let expected = scirocco_perft(&position, depth);
        assert!(expected > 0);
        assert_eq!(game.perft(depth), expected, "depth {depth}");
    }
}

#[test]
#[ignore = "deep: run with --release"]
fn start_perft_depth_4_equals_boardkit_sciroccos() {
    assert_eq!(start().perft(4), scirocco_perft(&Position::startpos(), 4));
}

/// What the random games went through, so a test can tell that the
/// comparison reached the rarer rules: positions with a legal promotion,
/// with a legal move that captures on the way or without moving, and
/// games that ended.
#[derive(Default, Debug)]
struct Seen {
    plies: usize,
    promotions: usize,
    locust: usize,
    ended: usize,
}

/// Plays random games in both, comparing after every move the legal
/// moves (as sets, in Scirocco's notation), the board and the game end;
/// every `sample`-th position also goes to `positions`.
fn random_games(
    seed: u64,
    games: usize,
    max_plies: usize,
    sample: usize,
    positions: &mut Vec<(String, Position)>,
) -> Seen {
    let mut rng = Rng(seed);
    let mut seen = Seen::default();
    for game_number in 0..games {
        let mut ours = start();
        let mut theirs = Scirocco::startpos();
        let mut record = Vec::new();
        for ply in 0..max_plies {
            let named = variant_moves(&ours);
            let names: Vec<String> = named.iter().map(|(name, _)| name.clone()).collect();
            let expected = scirocco_moves(&theirs);
            assert_eq!(names, expected, "game {game_number} after {record:?}");
            assert_eq!(
                board_field(&ours.fen()),
                board_field(&theirs.position().to_fen()),
                "game {game_number} after {record:?}"
            );
            assert_eq!(variant_result(&ours), scirocco_result(&theirs), "game {game_number} after {record:?}");
            seen.promotions += usize::from(names.iter().any(|name| name.ends_with('+')));
            seen.locust += usize::from(
                named.iter().any(|(_, mv)| mv.to_string().chars().filter(char::is_ascii_lowercase).count() == 3),
            );
            if expected.is_empty() {
                seen.ended += 1;
                break;
            }
            if ply % sample == sample - 1 {
                positions.push((ours.fen(), *theirs.position()));
            }
            let pick = rng.below(named.len());
            let (name, mv) = &named[pick];
            ours.play(mv).expect("a generated move plays");
            theirs.play(&name.parse().expect("Scirocco reads its notation")).expect("the same move is legal there");
            record.push(name.clone());
            seen.plies += 1;
        }
    }
    seen
}

#[test]
fn random_games_have_the_same_moves_and_positions_the_same_perft() {
    let mut positions = Vec::new();
    let seen = random_games(0x5c1_2009, 24, 160, 40, &mut positions);
    assert!(seen.plies >= 2000, "{seen:?}");
    assert!(seen.promotions > 0 && seen.ended > 0, "{seen:?}");
    assert!(positions.len() >= 30, "only {} positions", positions.len());
    let rules = variant("sciroccofile").expect("bundled");
    for (index, (fen, position)) in positions.iter().enumerate() {
        // From the FEN: no history, as boardkit-scirocco's perft has none.
        let game = VariantGame::from_fen(rules.clone(), fen).expect("its own FEN reads");
        let depth = if index % 6 == 0 { 3 } else { 2 };
        assert_eq!(game.perft(depth), scirocco_perft(position, depth), "{fen} depth {depth}");
    }
}

#[test]
#[ignore = "long: thousands of games, run with --release"]
fn many_random_games_have_the_same_moves() {
    let mut positions = Vec::new();
    let seen = random_games(0xdead_beef, 400, 300, 100, &mut positions);
    eprintln!("{seen:?}, {} positions", positions.len());
    assert!(seen.plies >= 50_000, "{seen:?}");
    assert!(seen.promotions > 0 && seen.locust > 0 && seen.ended > 0, "{seen:?}");
    let rules = variant("sciroccofile").expect("bundled");
    for (fen, position) in &positions {
        let game = VariantGame::from_fen(rules.clone(), fen).expect("its own FEN reads");
        assert_eq!(game.perft(3), scirocco_perft(position, 3), "{fen}");
    }
}

#[test]
fn a_third_occurrence_is_illegal_in_both() {
    let mut ours = start();
    let mut theirs = Scirocco::startpos();
    // Priests shuffling: the start position comes back after every fourth move.
    for name in ["b2d1", "i9g10", "d1b2", "g10i9", "b2d1", "i9g10", "d1b2"] {
        let mv = variant_moves(&ours).into_iter().find(|(text, _)| text == name).expect("legal").1;
        ours.play(&mv).expect("plays");
        theirs.play(&name.parse().expect("reads")).expect("plays there");
    }
    let names: Vec<String> = variant_moves(&ours).into_iter().map(|(name, _)| name).collect();
    assert!(!names.contains(&"g10i9".to_string()), "the start position a third time");
    assert_eq!(names, scirocco_moves(&theirs));
    assert_eq!(ours.outcome(), None);
}

#[test]
fn the_extensions_refuse_bad_values_with_line_and_option() {
    use boardkit_variant::{VariantError, Variants};
    let bad_value = |text: &str, option: &str| match Variants::parse(text) {
        Err(VariantError::BadValue { option: found, line, .. }) => {
            assert_eq!(found, option, "{text}");
            assert!(line > 0);
        }
        other => panic!("{text}: {other:?}"),
    };
    bad_value("[a:chess]\ncustomPiece1 = +:W\n", "customPiece1");
    bad_value("[a:chess]\ncustomPiece1 = +z:W\n", "+z");
    bad_value("[a:sciroccofile]\nroyalPieceTypes = *\n", "royalPieceTypes");
    bad_value("[a:sciroccofile]\nroyalPieceTypes = k +\n", "royalPieceTypes");
    bad_value("[a:sciroccofile]\nroyalPieceTypes = +q\n", "royalPieceTypes");
    bad_value("[a:sciroccofile]\nnFoldIllegal = sometimes\n", "nFoldIllegal");
    bad_value("[a:sciroccofile]\npromotedPieceType = p:n\n", "promotedPieceType");
    // Relays need a game without check, and the `x` leg first.
    for text in ["[a:chess]\ncustomPiece1 = v:xabafK\n", "[a:sciroccofile]\ncustomPiece1 = u:mWaxW\n"] {
        assert!(matches!(Variants::parse(text), Err(VariantError::Betza { .. })), "{text}");
    }
}

#[test]
fn promoted_pieces_without_letters_read_and_write_as_plus_letters() {
    let rules = variant("sciroccofile").expect("bundled");
    let types = rules.piece_types();
    assert_eq!(types.len(), 36);
    assert_eq!(types.iter().filter(|kind| kind.is_promoted_only()).count(), 18);
    let fen = "odgvcn1tah/1ysmfwksi1/ppuppppupp/10/4+P5/10/5+k4/PPUPPPPUPP/1ISKWFMSY1/HAT1NCVGDO w - - 0 1";
    let game = VariantGame::from_fen(rules, fen).expect("reads");
    assert_eq!(game.fen(), fen);
}

/// The same position in both crates' texts (Blue to move).
fn both(board: &str) -> (VariantGame, Scirocco) {
    let ours = VariantGame::from_fen(variant("sciroccofile").expect("bundled"), &format!("{board} w - - 0 1"))
        .expect("the variant reads it");
    let theirs = Scirocco::from_fen(&format!("{board} b")).expect("boardkit-scirocco reads it");
    (ours, theirs)
}

#[test]
fn jump_captures_and_captures_without_moving_are_the_same() {
    // A Zag on c5 over the pawn on c6, a Zig on e5 over the pawns on d4 and
    // f4, a Genie on h5 next to the pawn on h6.
    let (ours, theirs) = both("4k5/10/10/10/2p1n2p2/2+W1+F2+D2/3p1p4/10/10/4K5");
    let names: Vec<String> = variant_moves(&ours).into_iter().map(|(name, _)| name).collect();
    for expected in ["c5c7", "e5c3", "e5g3", "h5h6h5", "h5h6"] {
        assert!(names.contains(&expected.to_string()), "{expected} in {names:?}");
    }
    assert_eq!(names, scirocco_moves(&theirs));
    assert_eq!(ours.perft(3), scirocco_perft(theirs.position(), 3));
}

#[test]
fn relays_and_the_promotions_they_do_not_give_are_the_same() {
    // Dervishes and a Harpy among friendly pieces: the pawn on c6 and the
    // Knight on e6 leap over the Dervish on d7 into the zone (e8, c8),
    // which promotes neither; the pawn on e4 gains the Harpy's knight moves.
    let (ours, theirs) = both("pp2k5/10/10/3V6/2P1N5/4+V5/2V1P5/10/10/4K5");
    let names = scirocco_moves(&theirs);
    for expected in ["c6e8", "e6c8", "e4d6", "e4f2"] {
        assert!(names.contains(&expected.to_string()), "{expected} in {names:?}");
    }
    for promotion in ["c6e8+", "e6c8+"] {
        assert!(!names.contains(&promotion.to_string()), "{promotion} in {names:?}");
    }
    assert_eq!(variant_moves(&ours).into_iter().map(|(name, _)| name).collect::<Vec<_>>(), names);
    assert_eq!(ours.perft(3), scirocco_perft(theirs.position(), 3));
}
