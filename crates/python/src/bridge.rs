//! What the Python layer needs from a game beyond the [`Game`](boardkit::core::Game) trait: how to
//! rebuild a state from text and options, the dense action layout, the
//! observation tensor, the picture.
//!
//! One implementation per game (`scirocco.rs`, `sirocco.rs`, `towers.rs`,
//! `variant.rs`); everything generic (the Python class body, pickling,
//! perft, playouts) is written once against this trait in `session.rs`.

use boardkit::core::text::GameText;

/// A legal move's dense action and its index in the move list, packed into
/// one integer with the action in the high half, so that a list of them
/// sorts by action as fast as plain integers sort (Scirocco's lists need
/// sorting on every ply).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) struct Numbered(u64);

impl Numbered {
    /// `action` and `index`; `None` when either does not fit in 32 bits
    /// (no layout comes near: the largest, Towers on 16×16, has 2²³ actions).
    pub(crate) fn new(action: u64, index: usize) -> Option<Numbered> {
        let index = u32::try_from(index).ok()?;
        (action >> 32 == 0).then(|| Numbered(action << 32 | u64::from(index)))
    }

    /// `action` and `index` from values that fit by construction: the
    /// listing fast paths, which know their layout's bounds and spare
    /// [`new`](Numbered::new)'s checks on every move.
    pub(crate) fn from_parts(action: u32, index: u32) -> Numbered {
        Numbered(u64::from(action) << 32 | u64::from(index))
    }

    /// The dense action.
    pub(crate) fn action(self) -> u64 {
        self.0 >> 32
    }

    /// The index of the move in the move list.
    pub(crate) fn index(self) -> usize {
        (self.0 & u64::from(u32::MAX)) as usize
    }
}

/// A game as the Python classes see it.
pub(crate) trait Bridge: GameText + Send + Sync + 'static {
    /// The options that the state text does not carry (Scirocco's rule
    /// options, a variant's rules); `()` for games whose text is complete.
    type Options: Clone + Send + Sync + 'static;

    /// The Python class name (`Scirocco`, `Sirocco`, `Towers`).
    const CLASS: &'static str;

    /// Reads a position spec (what `from_text` accepts: `startpos`,
    /// Sirocco's `startpos:3`, a state text, then optionally `moves …`)
    /// with `options` in force. By default the text layer's
    /// [`read_spec`](boardkit::core::text::read_spec), for games whose
    /// texts carry everything (`Options = ()`).
    fn parse(text: &str, options: Self::Options) -> Result<Self, String> {
        let _ = options;
        boardkit::core::text::read_spec(text).map_err(|error| error.to_string())
    }

    /// The options this state was made with.
    fn options(&self) -> Self::Options;

    /// The size of the player action space: every player action of every
    /// state of this configuration maps into `0..num_distinct_actions`.
    fn num_distinct_actions(&self) -> u64;

    /// The most outcomes a chance event has (0 for games without chance).
    /// Chance outcomes are numbered `0..max_chance_outcomes` in a space of
    /// their own, as in OpenSpiel.
    fn max_chance_outcomes(&self) -> u64 {
        0
    }

    /// The dense number of `mv` in this state: a player action at a player
    /// turn, a chance action at a chance turn. `None` when `mv` cannot
    /// occur here (it may still be illegal when `Some`).
    fn encode(&self, mv: &Self::Move) -> Option<u64>;

    /// Clears `moves` and `actions`, then lists this state's legal moves in
    /// the game's order ([`Game::generate_moves`](boardkit::core::Game::generate_moves)) into `moves`, and for
    /// each the pair (its dense number, its index in `moves`) into
    /// `actions`, in the same order (moves without a number are left out of
    /// `actions`). The caller sorts `actions` if need be. Games override it
    /// to share work between listing and numbering (Towers' piece order,
    /// Sirocco's point ids, which spare two name lookups per move).
    fn list_legal(&self, moves: &mut Vec<Self::Move>, actions: &mut Vec<Numbered>) {
        self.generate_moves(moves);
        actions.clear();
        let numbered = moves.iter().enumerate();
        actions.extend(numbered.filter_map(|(index, mv)| Numbered::new(self.encode(mv)?, index)));
    }

    /// What a batch of games (`boardkit.vector`) lists after every step:
    /// the pairs of [`list_legal`](Bridge::list_legal), in the same order,
    /// with `moves` possibly left empty by a game that plays a move from its
    /// action alone ([`play_listed`](Bridge::play_listed)) and lists its
    /// actions faster without building the moves (Scirocco, Sirocco). The
    /// index of each pair is then its position in `actions`. By default,
    /// [`list_legal`](Bridge::list_legal).
    fn list_for_batch(&self, moves: &mut Vec<Self::Move>, actions: &mut Vec<Numbered>) {
        self.list_legal(moves, actions);
    }

    /// Plays the move `numbered` of the lists that
    /// [`list_for_batch`](Bridge::list_for_batch) made for this very state
    /// (so it is legal): by default `moves[numbered.index()]`, unchecked.
    fn play_listed(&mut self, moves: &[Self::Move], numbered: Numbered) {
        self.play_unchecked(&moves[numbered.index()]);
    }

    /// Whether the game is over, asked right after
    /// [`list_for_batch`](Bridge::list_for_batch) listed no action
    /// (`listed_nothing`) or some. By default the game's
    /// [`turn`](boardkit::core::Game::turn); a game whose list is empty
    /// exactly when it is over (Scirocco) answers from the list and spares
    /// the question.
    fn is_over_after_listing(&self, listed_nothing: bool) -> bool {
        let _ = listed_nothing;
        self.turn().is_over()
    }

    /// The move numbered `action` in this state (player or chance action by
    /// whose turn it is); `None` outside the layout. The move may be
    /// illegal: decoding only inverts [`encode`](Bridge::encode).
    fn decode(&self, action: u64) -> Option<Self::Move>;

    /// The shape of [`observe`](Bridge::observe)'s tensor (row-major).
    fn observation_shape(&self) -> Vec<usize>;

    /// Writes the observation of `observer` (an index in `players()`) into
    /// `out`, which has the length of the shape's product and is zeroed.
    fn observe(&self, observer: usize, out: &mut [f32]);

    /// The state as an SVG picture.
    fn svg(&self) -> String;

    /// The hash used by Python's `hash()`: the game's Zobrist position
    /// hash (`Game::position_hash`), so equal states hash equal.
    fn hash64(&self) -> u64 {
        self.position_hash()
    }
}

/// A game whose options fit in a number, which its pickles store (the
/// three games; a variant's pickle stores its ini text instead).
pub(crate) trait BitOptions: Bridge {
    /// The options as a number.
    fn options_to_bits(options: Self::Options) -> u64;

    /// The options from [`options_to_bits`](BitOptions::options_to_bits).
    fn options_from_bits(bits: u64) -> Result<Self::Options, String>;
}
