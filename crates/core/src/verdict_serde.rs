//! Deserializing a [`Verdict`] validates it: a shared win names at least two
//! winners, each once, in seat order (the order of the player type), as the
//! games produce it.

use crate::{PlayerList, Verdict};

/// The unchecked form that serde reads (the same JSON as `Verdict`'s
/// derived `Serialize` writes).
#[derive(serde::Deserialize)]
#[serde(rename = "Verdict")]
enum VerdictData<P> {
    Win(P),
    SharedWin(PlayerList<P>),
    Draw,
}

impl<'de, P> serde::Deserialize<'de> for Verdict<P>
where
    P: serde::Deserialize<'de> + Ord,
{
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Verdict<P>, D::Error> {
        use serde::de::Error;
        match VerdictData::deserialize(deserializer)? {
            VerdictData::Win(player) => Ok(Verdict::Win(player)),
            VerdictData::Draw => Ok(Verdict::Draw),
            VerdictData::SharedWin(players) => {
                if players.len() < 2 {
                    return Err(D::Error::custom(format_args!(
                        "a shared win needs at least 2 winners, not {} (one winner is `Win`, none is `Draw`)",
                        players.len()
                    )));
                }
                if !players.windows(2).all(|pair| pair[0] < pair[1]) {
                    return Err(D::Error::custom("the winners of a shared win are listed once each, in seat order"));
                }
                Ok(Verdict::SharedWin(players))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Outcome, Verdict};

    fn read(json: &str) -> Result<Verdict<u8>, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn shared_wins_are_validated() {
        assert_eq!(read("{\"SharedWin\":[0,2]}"), Ok(Verdict::SharedWin([0, 2].into_iter().collect())));
        assert_eq!(read("{\"Win\":3}"), Ok(Verdict::Win(3)));
        assert_eq!(read("\"Draw\""), Ok(Verdict::Draw));
        for (json, what) in [
            ("{\"SharedWin\":[]}", "at least 2 winners, not 0"),
            ("{\"SharedWin\":[1]}", "at least 2 winners, not 1"),
            ("{\"SharedWin\":[1,1]}", "once each, in seat order"),
            ("{\"SharedWin\":[2,1]}", "once each, in seat order"),
            ("{\"SharedWin\":[0,1,2,3,4,5,6,7,8]}", ""),
        ] {
            let error = read(json).expect_err(json);
            assert!(error.contains(what), "{json}: {error}");
        }
    }

    #[test]
    fn outcomes_read_back_and_validate_their_verdict() {
        let outcome = Outcome { verdict: Verdict::SharedWin([1u8, 3].into_iter().collect()), reason: 7u8 };
        let json = serde_json::to_string(&outcome).expect("serializes");
        assert_eq!(serde_json::from_str::<Outcome<u8, u8>>(&json).expect("reads back"), outcome);
        assert!(serde_json::from_str::<Outcome<u8, u8>>("{\"verdict\":{\"SharedWin\":[3,1]},\"reason\":7}").is_err());
    }
}
