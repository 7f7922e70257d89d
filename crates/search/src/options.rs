//! Which selective techniques an [`AlphaBeta`](crate::AlphaBeta) search
//! uses.

/// How [`AlphaBeta`](crate::AlphaBeta) reduces the depth of late quiet
/// moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Reductions {
    /// Every move gets the full depth.
    #[default]
    Off,
    /// A quiet move picked fourth or later, at three or more plies left,
    /// is first searched one ply shallower with a null window, and again
    /// at the full depth only if it beats the best so far.
    OnePly,
    /// Like [`OnePly`](Reductions::OnePly), by more plies the later the
    /// move comes and the more depth is left (`1/2 + ln(depth) × ln(pick)
    /// / 2`, rounded down, as engines for chess do), one ply less for a move with a good
    /// history of cut-offs and one more for a move that never cut off
    /// (with [`SearchOptions::follow_up_history`], its reply and
    /// continuation histories count too), and one less at a node on the
    /// principal variation. From the third
    /// quiet pick on, at three or more plies left; never below one ply.
    Adaptive,
}

/// The selective techniques of an [`AlphaBeta`](crate::AlphaBeta) search,
/// each on or off.
///
/// [`SearchOptions::EXACT`] (the default) searches the full-width tree: at
/// a fixed depth the root value is exactly the minimax value, whatever the
/// table held, which is what the tests against plain minimax need.
/// [`SearchOptions::SELECTIVE`] turns everything on: the search then
/// prunes and reduces what looks hopeless and extends what looks forcing,
/// and reaches far deeper in the same time, at the price of values that no
/// longer equal the fixed-depth minimax value.
///
/// The margins of futility pruning and razoring are in units of
/// [`pawn`](SearchOptions::pawn), the evaluation's value of a small piece,
/// so that one set of options fits evaluations of any scale.
///
/// Three techniques need knowledge only the game (or its evaluation) has,
/// asked through [`Evaluate`](crate::Evaluate), whose defaults turn them
/// off: null-move pruning needs [`Evaluate::pass`](crate::Evaluate::pass),
/// extensions need [`Evaluate::royal_threatened`](crate::Evaluate::royal_threatened),
/// and exchange pruning needs [`Evaluate::exchange`](crate::Evaluate::exchange).
///
/// # Examples
///
/// ```
/// use boardkit_search::{Reductions, SearchOptions};
///
/// let options = SearchOptions { null_move: false, ..SearchOptions::SELECTIVE };
/// assert!(options.deep_table_cutoffs && !options.null_move);
/// assert_eq!(SearchOptions::default(), SearchOptions::EXACT);
/// assert_eq!(SearchOptions::EXACT.reductions, Reductions::Off);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// A stored result settles a node when it was searched at least as
    /// deep as the node needs (off: only exactly as deep, so that a
    /// fixed-depth search gives the minimax value whatever the table held).
    /// On, nodes on the principal variation are still searched, so that
    /// the reported line stays whole.
    pub deep_table_cutoffs: bool,
    /// From the fifth iteration on, the root is first searched within this
    /// many [`pawn`](SearchOptions::pawn)s hundredths either side of the
    /// previous iteration's value (`Some(25)`: a quarter of a pawn),
    /// widened four-fold each time the value falls outside; `None` searches
    /// every iteration with the full window.
    pub aspiration: Option<u32>,
    /// Null-move pruning: at a node that is not on the principal variation,
    /// whose static value already reaches beta and where the player to
    /// move is not threatened, the opponent is given a free move
    /// ([`Evaluate::pass`](crate::Evaluate::pass)) and a search about
    /// search several plies shallower; if the player is still above beta, the node
    /// is cut off. The reduction grows with the depth left (`3 + depth / 3`
    /// plies) and with how far the static value stands above beta (up to
    /// two more). The evaluation refuses the pass where it is unsound
    /// (zugzwang: few pieces left).
    pub null_move: bool,
    /// Late move reductions.
    pub reductions: Reductions,
    /// Internal iterative reduction: a node with four or more plies left
    /// whose position the table knows no move for is searched one ply
    /// shallower. Without a move to try first its ordering is poor and
    /// its search dear; a node that matters is met again in the next
    /// iteration, and then has the table's move.
    pub internal_reductions: bool,
    /// At one to six plies left, away from the principal variation and
    /// not under threat: a node whose static value is a margin above beta
    /// (a pawn per ply left) is cut off at once (reverse futility), and its
    /// quiet moves are not searched when the static value plus a margin
    /// (a pawn per ply left, plus one) cannot reach alpha (futility), nor
    /// beyond the first `3 + depth²` moves (late move pruning: the
    /// ordering puts the moves likely to matter first).
    pub futility: bool,
    /// At one or two plies left, away from the principal variation: a node
    /// whose static value is far below alpha is judged by the quiescence
    /// search alone when that confirms it.
    pub razoring: bool,
    /// Captures the evaluation's [`exchange`](crate::Evaluate::exchange)
    /// calls losing are searched after the quiet moves' killers (and may
    /// be reduced and pruned like quiet moves), and not at all by the
    /// quiescence search, which also skips a capture whose exchange value
    /// plus two pawns cannot lift its standing value to alpha (delta
    /// pruning).
    pub exchange_pruning: bool,
    /// A move that leaves the opponent's royal piece threatened
    /// ([`Evaluate::royal_threatened`](crate::Evaluate::royal_threatened))
    /// is searched one ply deeper (at most up to twice the iteration's
    /// depth from the root), and never reduced.
    pub extensions: bool,
    /// Quiet moves are also ordered by what cut off after the moves that
    /// led to the node: the counter move of the opponent's last move (the
    /// quiet move that last refuted it) right after the killers, and the
    /// rest by their history plus their history as a reply to the
    /// opponent's last move and as a follow-up of the player's own move
    /// before it. With [`Reductions::Adaptive`] those histories also count
    /// in a move's reduction (a move that refuted the same move elsewhere
    /// is reduced less). On 24 positions of seeded Scirocco games
    /// (`player_nps -- --suite`) the nodes to finish depth 11 fell from
    /// 11.5 M to 9.5 M with the order alone, and to 5.2 M with the
    /// reductions too.
    pub follow_up_history: bool,
    /// Staged move generation (see
    /// [`with_staged_moves`](crate::AlphaBeta::with_staged_moves)).
    pub staged_moves: bool,
    /// The evaluation's value of a small piece (a chess pawn), the unit of
    /// the pruning margins.
    pub pawn: i32,
}

impl SearchOptions {
    /// Every technique off: a full-width search whose fixed-depth value is
    /// the minimax value.
    pub const EXACT: SearchOptions = SearchOptions {
        deep_table_cutoffs: false,
        aspiration: None,
        null_move: false,
        reductions: Reductions::Off,
        internal_reductions: false,
        futility: false,
        razoring: false,
        exchange_pruning: false,
        extensions: false,
        follow_up_history: false,
        staged_moves: false,
        pawn: 100,
    };

    /// Every technique on (staged moves too), margins for an evaluation
    /// that values a pawn at 100.
    pub const SELECTIVE: SearchOptions = SearchOptions {
        deep_table_cutoffs: true,
        aspiration: Some(25),
        null_move: true,
        reductions: Reductions::Adaptive,
        internal_reductions: true,
        futility: true,
        razoring: true,
        exchange_pruning: true,
        extensions: true,
        follow_up_history: true,
        staged_moves: true,
        pawn: 100,
    };

    /// The same options with `pawn` as the evaluation's value of a pawn.
    pub const fn with_pawn(self, pawn: i32) -> SearchOptions {
        SearchOptions { pawn, ..self }
    }

    /// The names [`without`](SearchOptions::without) takes: the techniques
    /// that change what is searched, named as their fields.
    pub const TECHNIQUES: [&'static str; 10] = [
        "deep_table_cutoffs",
        "aspiration",
        "null_move",
        "reductions",
        "internal_reductions",
        "futility",
        "razoring",
        "exchange_pruning",
        "extensions",
        "follow_up_history",
    ];

    /// The same options with the technique `name` (one of
    /// [`TECHNIQUES`](SearchOptions::TECHNIQUES)) switched off, to weigh
    /// what it brings; `None` for another name.
    ///
    /// ```
    /// use boardkit_search::SearchOptions;
    ///
    /// let options = SearchOptions::SELECTIVE.without("null_move").ok_or("a technique")?;
    /// assert!(!options.null_move && options.futility);
    /// assert!(SearchOptions::SELECTIVE.without("magic").is_none());
    /// # Ok::<(), &str>(())
    /// ```
    pub fn without(self, name: &str) -> Option<SearchOptions> {
        let mut options = self;
        match name {
            "deep_table_cutoffs" => options.deep_table_cutoffs = false,
            "aspiration" => options.aspiration = None,
            "null_move" => options.null_move = false,
            "reductions" => options.reductions = Reductions::Off,
            "internal_reductions" => options.internal_reductions = false,
            "futility" => options.futility = false,
            "razoring" => options.razoring = false,
            "exchange_pruning" => options.exchange_pruning = false,
            "extensions" => options.extensions = false,
            "follow_up_history" => options.follow_up_history = false,
            _ => return None,
        }
        Some(options)
    }
}

impl Default for SearchOptions {
    /// [`SearchOptions::EXACT`].
    fn default() -> SearchOptions {
        SearchOptions::EXACT
    }
}
