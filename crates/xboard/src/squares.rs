//! Square names as XBoard writes them on a 10-rank board.
//!
//! The protocol counts ranks from 0 on boards with exactly ten ranks
//! (engine-intf.html, "MOVE"; XBoard's `ONE` is `'0'` then), so boardkit's
//! `a1` is XBoard's `a0` and `j10` is `j9`. Files are `a`…`j` as usual.

use boardkit_geometry::Square;

/// The board's width and height.
pub const SIZE: u8 = 10;

/// XBoard's name of `square`: `a0` … `j9`.
pub fn square_text(square: Square) -> String {
    let file = char::from(b'a' + square.file().index());
    format!("{file}{}", square.rank().index())
}

/// Reads one square name (`a0` … `j9`) at the start of `text`, returning
/// the square and the number of bytes it took; `None` when `text` does not
/// start with one.
pub fn parse_square_prefix(text: &str) -> Option<(Square, usize)> {
    let bytes = text.as_bytes();
    let file = bytes.first()?.checked_sub(b'a')?;
    let rank = bytes.get(1)?.checked_sub(b'0')?;
    if file >= SIZE || rank >= SIZE {
        return None;
    }
    Some((Square::from_coords(file, rank)?, 2))
}

/// Reads a whole text as one square name.
pub fn parse_square(text: &str) -> Option<Square> {
    match parse_square_prefix(text) {
        Some((square, used)) if used == text.len() => Some(square),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_count_from_zero() {
        let a1 = Square::from_coords(0, 0).expect("a1");
        let j10 = Square::from_coords(9, 9).expect("j10");
        assert_eq!(square_text(a1), "a0");
        assert_eq!(square_text(j10), "j9");
        assert_eq!(parse_square("a0"), Some(a1));
        assert_eq!(parse_square("j9"), Some(j10));
    }

    #[test]
    fn off_board_and_malformed_names_are_refused() {
        for text in ["k0", "a", "", "a10", "A0", "a0x", "0a"] {
            assert_eq!(parse_square(text), None, "{text}");
        }
    }
}
