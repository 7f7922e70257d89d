"""Self-play policy gradient on Towers with numpy only, through Gymnasium's
vector-environment interface (boardkit.vector.gymnasium_env).

    python crates/python/examples/towers_selfplay.py [--iterations 40] [--envs 128]

One linear softmax policy over the observation (the board seen by the player
to move) plays both seats of every game; the illegal actions are masked out
of the softmax with the batch's legal-action mask. After each rollout every
move of each finished game is reinforced by its mover's final reward (+1 won,
-1 lost: REINFORCE). The policy is measured against a uniformly random player
before and after training, on each seat.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from boardkit import vector


def masked_softmax(logits, mask):
    """The softmax of ``logits`` over the legal actions (``mask``) of each row."""
    logits = np.where(mask, logits, -np.inf)
    logits = logits - logits.max(axis=1, keepdims=True)
    weights = np.exp(logits)
    return weights / weights.sum(axis=1, keepdims=True)


class Policy:
    """A linear policy: logits = features @ weights."""

    def __init__(self, features, actions, rng):
        self.weights = rng.normal(0.0, 0.01, (features + 1, actions)).astype(np.float32)

    @staticmethod
    def features(observations):
        flat = observations.reshape(len(observations), -1)
        return np.hstack([flat, np.ones((len(flat), 1), np.float32)])

    def probabilities(self, features, mask):
        return masked_softmax(features @ self.weights, mask)

    def sample(self, features, mask, rng):
        probabilities = self.probabilities(features, mask)
        # Inverse transform sampling, one uniform number per row.
        cumulative = probabilities.cumsum(axis=1)
        picks = (cumulative < rng.random((len(cumulative), 1))).sum(axis=1)
        # Rounding can leave the last cumulative below 1: stay on a legal action.
        legal_last = mask.shape[1] - 1 - np.argmax(mask[:, ::-1], axis=1)
        return np.minimum(picks, legal_last)


def train(policy, env, iterations, steps, learning_rate, rng):
    """REINFORCE self-play: returns the number of finished games used."""
    observations, info = env.reset(seed=int(rng.integers(1 << 31)))
    used = 0
    for _ in range(iterations):
        pending = [[] for _ in range(env.num_envs)]  # per env: (row, mover)
        rows_x, rows_mask, rows_action, returns = [], [], [], []
        stored = []
        for _ in range(steps):
            features = policy.features(observations)
            mask = info["action_mask"].copy()
            actions = policy.sample(features, mask, rng)
            movers = info["current_player"]
            stored.append((features, mask, actions))
            step = len(stored) - 1
            observations, _, terminated, truncated, info = env.step(actions)
            for index in range(env.num_envs):
                pending[index].append((step, index, movers[index]))
                if terminated[index]:
                    final = info["rewards"][index]
                    for old_step, row, mover in pending[index]:
                        features_, mask_, actions_ = stored[old_step]
                        rows_x.append(features_[row])
                        rows_mask.append(mask_[row])
                        rows_action.append(actions_[row])
                        returns.append(final[mover])
                    pending[index] = []
                    used += 1
                elif truncated[index]:
                    pending[index] = []
        if not returns:
            continue
        x, mask = np.array(rows_x), np.array(rows_mask)
        probabilities = policy.probabilities(x, mask)
        advantage = -probabilities
        advantage[np.arange(len(x)), rows_action] += 1.0
        advantage *= np.array(returns, np.float32)[:, None]
        policy.weights += learning_rate * (x.T @ advantage) / len(x)
    return used


def win_rate(policy, games, seed):
    """The share of points (win 1, draw 1/2) of greedy ``policy`` against a
    uniformly random player, ``games`` games on each seat."""
    points = 0.0
    for seat in (0, 1):
        envs = vector.make("towers", games, seed=seed + seat, max_plies=400)
        done = np.zeros(games, bool)
        observations, _ = envs.reset()
        while not done.all():
            mask = envs.legal_action_mask()
            greedy = np.argmax(np.where(mask, policy.features(observations) @ policy.weights, -np.inf), axis=1)
            actions = np.where(envs.current_player() == seat, greedy, envs.sample_legal_actions())
            observations, rewards, terminated, truncated, _ = envs.step(actions)
            finished = (terminated | truncated) & ~done
            points += float(((rewards[finished, seat] + 1.0) / 2.0).sum())
            done |= finished
    return points / (2 * games)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--envs", type=int, default=128)
    parser.add_argument("--steps", type=int, default=64, help="steps per rollout")
    parser.add_argument("--learning-rate", type=float, default=0.5)
    parser.add_argument("--eval-games", type=int, default=200, help="games per seat against random")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    rng = np.random.default_rng(args.seed)
    env = vector.gymnasium_env("towers", args.envs, seed=args.seed, max_plies=400)
    policy = Policy(int(np.prod(env.single_observation_space.shape)), env.single_action_space.n, rng)
    before = win_rate(policy, args.eval_games, args.seed + 100)
    started = time.perf_counter()
    games = train(policy, env, args.iterations, args.steps, args.learning_rate, rng)
    seconds = time.perf_counter() - started
    after = win_rate(policy, args.eval_games, args.seed + 100)
    print(f"trained on {games} self-play games in {seconds:.1f} s")
    print(f"score against random: before {before:.3f}, after {after:.3f}")
    return before, after


if __name__ == "__main__":
    main()
