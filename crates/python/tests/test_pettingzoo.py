"""The PettingZoo environments: PettingZoo's api_test and whole games."""

import numpy as np
import pytest

from conftest import need

need("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from boardkit.pettingzoo import env  # noqa: E402

CASES = [("scirocco", {}), ("towers", {}), ("towers", {"width": 4, "height": 5}),
         ("sirocco", {"players": 2}), ("sirocco", {"players": 3}), ("sirocco", {"players": 4}),
         ("variant", {}), ("variant", {"variant": "breakthrough"}), ("variant", {"variant": "gardner"})]


@pytest.mark.parametrize(("name", "options"), CASES)
def test_api_test_passes(name, options):
    api_test(env(name, **options), num_cycles=2000, verbose_progress=False)


@pytest.mark.parametrize(("name", "options"), CASES)
def test_whole_games_with_masked_random_actions(name, options):
    environment = env(name, render_mode="ansi", **options)
    for seed in range(3):
        environment.reset(seed=seed)
        rng = np.random.default_rng(seed)
        totals = {agent: 0.0 for agent in environment.possible_agents}
        for agent in environment.agent_iter(max_iter=100_000):
            observation, reward, termination, truncation, _ = environment.last()
            totals[agent] += reward
            if termination or truncation:
                environment.step(None)
                continue
            mask = observation["action_mask"]
            assert mask.sum() >= 1
            legal = np.flatnonzero(mask)
            environment.step(int(rng.choice(legal)))
        assert environment.game.is_over()
        if name == "sirocco":
            assert [totals[a] for a in environment.possible_agents] == [float(s) for s in environment.game.scores()]
        else:
            assert sorted(totals.values()) in ([-1.0, 1.0], [0.0, 0.0])
        assert isinstance(environment.render(), str)


def test_truncation_and_bad_names():
    environment = env("towers", max_plies=5)
    environment.reset(seed=0)
    for agent in environment.agent_iter(max_iter=100):
        observation, _, termination, truncation, _ = environment.last()
        environment.step(None if termination or truncation else int(np.flatnonzero(observation["action_mask"])[0]))
    assert not environment.agents and not environment.game.is_over() and len(environment.game.moves()) == 5
    with pytest.raises(ValueError):
        env("chess")
    with pytest.raises(ValueError, match="unknown variant"):
        env("variant", variant="nonesuch")
    ini = "[wazirknight:chess]\nbishop = -\ncustomPiece1 = b:NW\n"
    custom = env("variant", variant="wazirknight", ini=ini)
    custom.reset(seed=0)
    assert custom.last()[0]["action_mask"].sum() == 24
    pictured = env("sirocco", render_mode="svg")
    pictured.reset(seed=1)
    assert pictured.render().rstrip().endswith("</svg>")
