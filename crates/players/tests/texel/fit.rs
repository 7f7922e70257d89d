//! The Texel fit of the Scirocco piece values: positions from seeded
//! self-play games of the Scirocco player, each labelled with its game's
//! result, and the piece values that make the evaluation predict those
//! results best (the least logistic loss). Shared by the `texel` example,
//! which prints the fitted table, and the `#[ignore]`d test that checks the
//! committed table is what the fit gives.

use boardkit_core::{SplitMix64, Verdict, random_move};
use boardkit_players::scirocco::{self, Evaluation, MOBILITY_VALUES};
use boardkit_players::{Bot, Evaluate, Strength};
use boardkit_scirocco::{KIND_COUNT, PieceKind, Scirocco, Side};
use boardkit_search::{Limits, MAX_DEPTH};

/// What the fit plays and how it weighs what it sees.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FitSettings {
    /// Self-play games.
    pub(crate) games: u64,
    /// The player's node budget per move.
    pub(crate) nodes: u64,
    /// Random plies opening each game (so that the games differ).
    pub(crate) opening_plies: u32,
    /// The seed of the openings and the players' tie-breaks.
    pub(crate) seed: u64,
    /// Games still going after this many plies count as draws.
    pub(crate) max_plies: u32,
}

/// The settings the committed table was fitted with.
pub(crate) const SETTINGS: FitSettings =
    FitSettings { games: 120, nodes: 3_000, opening_plies: 6, seed: 2026, max_plies: 300 };

/// One labelled position: how many more of each kind Blue has than Tan,
/// the rest of the evaluation (everything but material) for Blue, and
/// Blue's result (1 won, ½ drawn, 0 lost).
pub(crate) struct Sample {
    /// `(kind index, Blue's count minus Tan's)`, the kinds where it is not 0.
    material: Vec<(usize, f64)>,
    rest: f64,
    result: f64,
}

/// Plays the self-play games of `settings` and labels their positions:
/// every position from the end of the opening on where the side to move
/// is not in check (a position in check is about to change its material,
/// so its count says little).
pub(crate) fn samples(settings: FitSettings) -> Vec<Sample> {
    let no_material = Evaluation { piece_values: [0; KIND_COUNT], ..Evaluation::default() };
    let mut samples = Vec::new();
    for index in 0..settings.games {
        let mut rng = SplitMix64::new(settings.seed.wrapping_add(index));
        let mut game = Scirocco::startpos();
        for _ in 0..settings.opening_plies {
            let Some(mv) = random_move(&game, &mut rng) else { break };
            game.play(&mv).expect("random moves are legal");
        }
        // The player with the mobility values: the games must not depend
        // on the table they are fitting.
        let weights = Evaluation { piece_values: MOBILITY_VALUES, ..Evaluation::default() };
        let mut player = scirocco::player_with(weights, Strength::Quick).with_tie_break_seed(settings.seed ^ index);
        player.set_limits(Limits::depth(MAX_DEPTH).with_nodes(settings.nodes));
        let mut seen = Vec::new();
        for _ in 0..settings.max_plies {
            if game.outcome().is_some() {
                break;
            }
            let position = game.position();
            if !position.is_royal_attacked(position.side_to_move()) {
                let mut differences = [0.0_f64; KIND_COUNT];
                for (_, piece) in position.pieces() {
                    differences[piece.kind.index()] += if piece.side == Side::Blue { 1.0 } else { -1.0 };
                }
                let material: Vec<(usize, f64)> = PieceKind::ALL
                    .iter()
                    .filter(|kind| !kind.is_royal() && differences[kind.index()] != 0.0)
                    .map(|kind| (kind.index(), differences[kind.index()]))
                    .collect();
                seen.push((material, f64::from(no_material.evaluate(&game, Side::Blue))));
            }
            let Some(mv) = player.choose(&game) else { break };
            game.play(&mv).expect("the player plays legal moves");
        }
        let result = match game.outcome().map(|outcome| outcome.verdict) {
            Some(Verdict::Win(Side::Blue)) => 1.0,
            Some(Verdict::Win(Side::Tan)) => 0.0,
            _ => 0.5,
        };
        samples.extend(seen.into_iter().map(|(material, rest)| Sample { material, rest, result }));
    }
    samples
}

/// How strongly the fitted values are pulled towards the mobility-derived
/// ones ([`MOBILITY_VALUES`]): a kind seldom seen in the games (most
/// promoted kinds) keeps about its mobility value, a common one follows
/// the results.
const PRIOR_WEIGHT: f64 = 2e-3;

/// The logistic model's slope: the evaluation `v` (hundredths of a pawn)
/// predicts Blue's result as `1 / (1 + e^(-scale × v / 100))`.
fn predicted(scale: f64, value: f64) -> f64 {
    1.0 / (1.0 + (-scale * value / 100.0).exp())
}

fn value(sample: &Sample, values: &[f64; KIND_COUNT]) -> f64 {
    sample.rest + sample.material.iter().map(|(kind, difference)| values[*kind] * difference).sum::<f64>()
}

/// The mean logistic loss (cross-entropy) of `values` on `samples`.
fn loss(samples: &[Sample], values: &[f64; KIND_COUNT], scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|sample| {
            let p = predicted(scale, value(sample, values)).clamp(1e-9, 1.0 - 1e-9);
            -(sample.result * p.ln() + (1.0 - sample.result) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// What [`fit`] found.
#[derive(Debug)]
pub(crate) struct Fit {
    /// The fitted values, rounded (the Pawn fixed at 100, the royals 0).
    pub(crate) values: [i32; KIND_COUNT],
    /// The positions fitted on.
    pub(crate) positions: usize,
    /// The model's slope (fitted first, with the mobility values).
    pub(crate) scale: f64,
    /// The mean loss with the mobility values and with the fitted ones.
    pub(crate) loss_before: f64,
    /// See `loss_before`.
    pub(crate) loss_after: f64,
}

/// Fits the piece values to `samples`: first the slope of the logistic
/// model with the mobility values (a golden-section search), then the
/// values by gradient descent on the mean logistic loss plus a pull
/// towards the mobility values ([`PRIOR_WEIGHT`]). The Pawn stays 100 (it
/// sets the scale) and the royals 0.
pub(crate) fn fit(samples: &[Sample]) -> Fit {
    let prior: [f64; KIND_COUNT] = MOBILITY_VALUES.map(f64::from);
    let (mut low, mut high) = (0.01_f64, 3.0_f64);
    let ratio = (5.0_f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if loss(samples, &prior, a) < loss(samples, &prior, b) {
            high = b;
        } else {
            low = a;
        }
    }
    let scale = (low + high) / 2.0;
    let fixed = |kind: usize| kind == PieceKind::Pawn.index() || PieceKind::ALL[kind].is_royal();
    let mut values = prior;
    // Adam, in hundredths of a pawn: steps of about one unit.
    let (mut first, mut second) = ([0.0_f64; KIND_COUNT], [0.0_f64; KIND_COUNT]);
    let count = samples.len().max(1) as f64;
    for step in 1..=1_500 {
        let mut gradient = [0.0_f64; KIND_COUNT];
        for sample in samples {
            let error = predicted(scale, value(sample, &values)) - sample.result;
            for (kind, difference) in &sample.material {
                gradient[*kind] += error * scale / 100.0 * difference / count;
            }
        }
        for kind in 0..KIND_COUNT {
            if fixed(kind) {
                continue;
            }
            let pull = PRIOR_WEIGHT * 2.0 * (values[kind] - prior[kind]) / 100.0 / 100.0;
            let g = gradient[kind] + pull;
            first[kind] = 0.9 * first[kind] + 0.1 * g;
            second[kind] = 0.999 * second[kind] + 0.001 * g * g;
            let corrected_first = first[kind] / (1.0 - 0.9_f64.powi(step));
            let corrected_second = second[kind] / (1.0 - 0.999_f64.powi(step));
            values[kind] -= 2.0 * corrected_first / (corrected_second.sqrt() + 1e-12);
        }
    }
    Fit {
        values: values.map(|value| value.round() as i32),
        positions: samples.len(),
        scale,
        loss_before: loss(samples, &prior, scale),
        loss_after: loss(samples, &values, scale),
    }
}
