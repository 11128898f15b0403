/// \file
/// The conformance kit: random games that check, for any game, the promises every search relies on.
///
/// A user calls check_conformance on the start state and generator of their own game, from any test
/// framework (this header needs none and throws nothing), and gets a ConformanceResult: counts, and the
/// first failure as a message naming the check, the game, the ply, the moves played and the state.
///
///     gametree::testing::ConformanceOptions<MyState> options;
///     options.games = 500;
///     const auto result = gametree::testing::check_conformance(MyState{}, MyMoves{}, options);
///     if (!result.ok()) std::cerr << result.failure << '\n';
///
/// The checks are listed in conformance_report.hpp (Check). The optional ones are made where the game
/// offers what they need: CountingMoveGen, NoisyMoveGen, StagedMoveGen, CaptureOrderedMoveGen, HistoryIndexedMoveGen,
/// HashedState, ChanceState, UtilityState, NullMoveState, a state comparable with ==, and `s.compute_hash()` (the hash
/// computed from scratch, to compare with an incrementally kept `s.hash()`).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <type_traits>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "gametree/core/chance.hpp"
#include "gametree/core/concepts.hpp"
#include "gametree/core/exceptions.hpp"
#include "gametree/core/features.hpp"
#include "gametree/core/no_move_policy.hpp"
#include "gametree/core/player.hpp"
#include "gametree/core/text.hpp"
#include "gametree/testing/conformance_options.hpp"
#include "gametree/testing/conformance_report.hpp"

namespace gametree::testing {

namespace detail {

/// SplitMix64: a small generator whose sequence (unlike std's distributions) is the same everywhere.
struct SplitMix {
    std::uint64_t state;
    std::size_t below(std::size_t n) noexcept {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
        const std::uint64_t r = (z ^ (z >> 31U)) % n;  // below n: fits a size_t
        if constexpr (std::is_same_v<std::size_t, std::uint64_t>) return r;  // no cast (-Wuseless-cast)
        else return static_cast<std::size_t>(r);
    }
};

template <class Buffer, class M>
[[nodiscard]] bool contains(const Buffer& moves, const M& m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

/// The index of the first move listed again later, or the size when every move is listed once.
template <class Buffer>
[[nodiscard]] std::size_t first_repeated(const Buffer& moves) {
    for (std::size_t i = 0; i < moves.size(); ++i)
        for (std::size_t j = i + 1; j < moves.size(); ++j)
            if (moves[i] == moves[j]) return i;
    return moves.size();
}

/// One run of the kit: the random games, the checks, and what they found.
template <State S, MoveGen<S> G>
class ConformanceRun {
public:
    using Move = typename S::move_type;
    using Buffer = MoveBufferFor<G, S>;

    ConformanceRun(const G& gen, const ConformanceOptions<S>& options)
        : gen_(gen), options_(options), rng_{options.seed} {}

    [[nodiscard]] bool ok() const noexcept { return result_.ok(); }
    [[nodiscard]] ConformanceResult take_result() { return std::move(result_); }

    /// play(), recording an exception thrown by the game or a hook as the run's failure, with the game,
    /// the ply and the moves from the start, instead of letting it leave check_conformance with none of
    /// them. (Without exceptions: play().)
    void play_catching(const S& start) {
        (void)gametree::detail::call_catching([&] { play(start); }, [&](const std::exception_ptr& error) {
            fail(Check::threw, joined("the game, or a hook of the options, threw ", described(error)), nullptr);
        });
    }

    void play(const S& start) {
        ++result_.games;
        line_.clear();
        picks_.clear();
        S s = start;
        for (ply_ = 0;; ++ply_) {
            const Buffer moves = moves_of(s);
            if (!check_state(s, moves)) return;
            if (is_over(s.outcome())) {
                ++result_.finished_games;
                return;
            }
            if (moves.empty() && no_move_policy_v<S> != NoMovePolicy::pass) {
                ++result_.stuck_games;
                return;
            }
            if (ply_ >= options_.max_plies) break;
            if (moves.empty()) {
                if (!play_pass(s)) return;
                continue;
            }
            const std::size_t pick = rng_.below(moves.size());
            const S before = s;  // after() is const, but a mutable member or a cast could still change s
            S next = s.after(moves[pick]);
            if (!check_play(s, before, moves, pick, next)) return;
            line_.push_back(moves[pick]);
            picks_.push_back(pick);
            s = std::move(next);
            ++result_.plies;
        }
        if (options_.games_must_end)
            expect(Check::game_end, false, s, [] { return std::string("the game is still going on after max_plies"); });
    }

private:
    static constexpr std::size_t pass_pick = static_cast<std::size_t>(-1);  // a pass in picks_

    /// Plays the pass of a state without moves: the turn must go to the other player.
    bool play_pass(S& s) {
        if constexpr (PassingState<S>) {
            S next = s.after_pass();
            if (!expect(Check::pass_turn, next.side_to_move() != s.side_to_move(), s,
                        [] { return std::string("after_pass() left the turn with the same player"); }))
                return false;
            line_.push_back(Move{});
            picks_.push_back(pass_pick);
            s = std::move(next);
            ++result_.passes;
            ++result_.plies;
        }
        return true;
    }

    /// What an exception says of itself.
    [[nodiscard]] static std::string described([[maybe_unused]] const std::exception_ptr& error) {
#if GAMETREE_EXCEPTIONS
        try {
            std::rethrow_exception(error);
        } catch (const std::exception& e) {
            return joined("an exception: ", excerpt(e.what()));
        } catch (...) {
        }
#endif
        return "something that is not a std::exception";
    }

    [[nodiscard]] Buffer moves_of(const S& s) const {
        auto moves = gametree::moves_of(gen_, s);
        return moves;
    }

    [[nodiscard]] std::string move_name(const Move& m, std::size_t index) const {
        return options_.to_text ? excerpt(options_.to_text(m)) : joined("move #", std::to_string(index));
    }

    /// Records the first failure: the check, where it happened, the moves there, the state (when a
    /// printer is given). Returns false, to be returned by the caller.
    bool fail(Check check, const std::string& what, const S* state) {
        std::string message = joined("[", check_name(check), "] game ", std::to_string(result_.games), ", ply ",
                                     std::to_string(ply_), ": ", what, "\n  moves from the start:");
        // Without to_text a move is named by its index in its state's list (generation order is fixed).
        if (line_.empty()) message += " (none)";
        for (std::size_t i = 0; i < line_.size(); ++i) {
            if (picks_[i] == pass_pick) message += " pass";
            else if (options_.to_text) message += joined(" ", escaped(options_.to_text(line_[i])));
            else message += joined(" #", std::to_string(picks_[i]));
        }
        if (state && options_.print_state) message += joined("\n  state:\n", options_.print_state(*state));
        result_.failed = check;
        result_.failure = std::move(message);
        return false;
    }

    /// Counts the check; on failure records it with the message `what()` builds.
    template <class What>
    bool expect(Check check, bool passed, const S& state, What&& what) {
        ++result_.checks;
        return passed || fail(check, what(), &state);
    }

    bool check_state(const S& s, const Buffer& moves) {
        const Buffer again = moves_of(s);
        if (!expect(Check::deterministic_order, std::equal(moves.begin(), moves.end(), again.begin(), again.end()), s, [&] {
                return joined("generate listed ", std::to_string(moves.size()), " moves, then ",
                              std::to_string(again.size()), moves.size() == again.size() ? " in another order" : "");
            }))
            return false;
        const std::size_t repeated = first_repeated(moves);
        if (!expect(Check::unique_moves, repeated == moves.size(), s,
                    [&] { return joined("generate listed ", move_name(moves[repeated], repeated), " twice"); }))
            return false;
        if constexpr (CountingMoveGen<G, S>) {
            const auto counted = static_cast<std::uint64_t>(gen_.count(s));
            if (!expect(Check::count, counted == moves.size(), s, [&] {
                    return joined("count(s) is ", std::to_string(counted), " but generate listed ",
                                  std::to_string(moves.size()), " moves");
                }))
                return false;
        }
        if (!expect(Check::finished_has_moves, !is_over(s.outcome()) || moves.empty(), s, [&] {
                return joined("the game is over (", gametree::to_string(s.outcome()), ") but generate listed ",
                              std::to_string(moves.size()), " moves, the first ", move_name(moves[0], 0));
            }))
            return false;
        return check_utility(s) && check_chance(s, moves) && check_noisy(s, moves) && check_ordering(s, moves) &&
               check_hash(s, moves) && check_null_move(s) && check_texts(s, moves) && check_evaluation(s);
    }

    /// The user's evaluator (options.evaluate) values every state inside ±evaluation_bound, where the
    /// searches take it (checked_evaluation stops a search outside it only with contracts on), and values
    /// a copy alike: the engine caches evaluations and keeps them in its table.
    bool check_evaluation(const S& s) {
        if (!options_.evaluate) return true;
        const long long value = options_.evaluate(s);
        const long long bound = options_.evaluation_bound;
        if (!expect(Check::evaluation, gametree::detail::within(value, options_.evaluation_bound), s, [&] {
                return joined("the evaluation is ", std::to_string(value), ", not strictly between ", std::to_string(-bound),
                              " and ", std::to_string(bound),
                              bound == decisive_bound ? " (decisive_bound, the engine's limit)" : "",
                              ": scale the evaluator down");
            }))
            return false;
        const S copy = s;
        const long long again = options_.evaluate(copy);
        return expect(Check::evaluation, again == value, s, [&] {
            return joined("the evaluation is ", std::to_string(value), ", and ", std::to_string(again),
                          " for a copy of the state: an evaluation must depend on the state alone");
        });
    }

    /// A finished game's margin (UtilityState) is for the side to move, as outcome() says who won: the
    /// engine reads a win's margin as utility() and a loss's as -utility(), so a margin of the first
    /// player's view would make every win of the side to move there a win by 1.
    bool check_utility(const S& s) {
        if constexpr (UtilityState<S>) {
            const Outcome outcome = s.outcome();
            if (!is_over(outcome)) return true;
            const auto utility = static_cast<long long>(s.utility());
            const int sign = (utility > 0) - (utility < 0);
            const int expected = outcome == Outcome::draw ? 0 : is_win_for(outcome, s.side_to_move()) ? 1 : -1;
            return expect(Check::utility, sign == expected, s, [&] {
                return joined("the game is over (", gametree::to_string(outcome), ") with the ",
                              s.side_to_move() == Player::first ? "first" : "second", " player to move, but utility() is ",
                              std::to_string(utility), ", not ",
                              expected == 0 ? "0" : expected > 0 ? "positive (the side to move won)"
                                                                 : "negative (the side to move lost)");
            });
        }
        return true;
    }

    /// A chance state: expectiminimax and MCTS weigh its outcomes by their probabilities (Star1 bounds the
    /// rest by 1 minus those seen), and the rule-agnostic tools walk it by the generator's moves, so both
    /// lists must agree (core/chance.hpp).
    bool check_chance(const S& s, const Buffer& moves) {
        if constexpr (ChanceState<S>) {
            if (is_over(s.outcome()) || !s.is_chance()) return true;
            ChanceBufferFor<S> outcomes;
            s.chance_outcomes(outcomes);
            double sum = 0;
            std::size_t bad = 0;
            for (; bad < outcomes.size(); ++bad) {
                const double p = outcomes[bad].probability;
                if (!(p > 0 && p <= 1)) break;  // NaN too
                sum += p;
            }
            if (!expect(Check::chance_outcomes, bad == outcomes.size(), s, [&] {
                    return joined("chance_outcomes gave outcome ", move_name(outcomes[bad].outcome, bad), " (its #",
                                  std::to_string(bad), ") the probability ", std::to_string(outcomes[bad].probability),
                                  ", not in (0, 1]");
                }))
                return false;
            if (!expect(Check::chance_outcomes, outcomes.size() > 0 && sum > 1 - chance_probability_tolerance &&
                                                         sum < 1 + chance_probability_tolerance, s, [&] {
                    return joined("chance_outcomes gave ", std::to_string(outcomes.size()),
                                  " outcomes whose probabilities add up to ", std::to_string(sum), ", not 1");
                }))
                return false;
            std::size_t differ = 0;
            while (differ < outcomes.size() && differ < moves.size() && outcomes[differ].outcome == moves[differ])
                ++differ;
            return expect(Check::chance_outcomes, differ == outcomes.size() && differ == moves.size(), s, [&] {
                if (differ == moves.size())
                    return joined("chance_outcomes gave ", std::to_string(outcomes.size()),
                                  " outcomes but generate listed ", std::to_string(moves.size()), " moves");
                if (differ == outcomes.size())
                    return joined("generate listed ", std::to_string(moves.size()), " moves but chance_outcomes gave ",
                                  std::to_string(outcomes.size()), " outcomes");
                return joined("outcome #", std::to_string(differ), " of chance_outcomes is ",
                              move_name(outcomes[differ].outcome, differ), " but generate's move #",
                              std::to_string(differ), " is ", move_name(moves[differ], differ));
            });
        }
        return true;
    }

    bool check_noisy(const S& s, const Buffer& moves) {
        if constexpr (NoisyMoveGen<G, S>) {
            Buffer noisy;
            gen_.generate_noisy(s, noisy);
            std::size_t bad = 0;
            while (bad < noisy.size() && contains(moves, noisy[bad])) ++bad;
            if (!expect(Check::noisy_subset, bad == noisy.size(), s, [&] {
                    return joined("generate_noisy listed ", move_name(noisy[bad], bad), " (its #", std::to_string(bad),
                                  "), which generate did not list");
                }))
                return false;
            const std::size_t repeated = first_repeated(noisy);
            if (!expect(Check::noisy_subset, repeated == noisy.size(), s, [&] {
                    return joined("generate_noisy listed ", move_name(noisy[repeated], repeated), " twice");
                }))
                return false;
            return check_quiet(s, moves, noisy);
        }
        return true;
    }

    /// Staged generation's promise: the noisy and the quiet moves together are the moves, each once.
    bool check_quiet(const S& s, const Buffer& moves, const Buffer& noisy) {
        if constexpr (StagedMoveGen<G, S>) {
            Buffer quiet;
            gen_.generate_quiet(s, quiet);
            for (std::size_t i = 0; i < quiet.size(); ++i) {
                const char* problem = !contains(moves, quiet[i]) ? "which generate did not list"
                                      : contains(noisy, quiet[i]) ? "which generate_noisy listed too"
                                                                  : nullptr;
                if (!expect(Check::quiet_complement, problem == nullptr, s, [&] {
                        return joined("generate_quiet listed ", move_name(quiet[i], i), " (its #", std::to_string(i),
                                      "), ", problem);
                    }))
                    return false;
            }
            const std::size_t repeated = first_repeated(quiet);
            if (!expect(Check::quiet_complement, repeated == quiet.size(), s, [&] {
                    return joined("generate_quiet listed ", move_name(quiet[repeated], repeated), " twice");
                }))
                return false;
            std::size_t missing = 0;
            while (missing < moves.size() && (contains(noisy, moves[missing]) || contains(quiet, moves[missing]))) ++missing;
            return expect(Check::quiet_complement, missing == moves.size(), s, [&] {
                return joined("generate listed ", move_name(moves[missing], missing),
                              ", which neither generate_noisy nor generate_quiet listed");
            });
        }
        return true;
    }

    bool check_ordering(const S& s, const Buffer& moves) {
        if constexpr (CaptureOrderedMoveGen<G, S>) {
            std::size_t i = 0;
            while (i < moves.size() && gen_.capture_order(s, moves[i]) >= 0) ++i;
            if (!expect(Check::capture_order, i == moves.size(), s, [&] {
                    return joined("capture_order of ", move_name(moves[i], i), " is ",
                                  std::to_string(gen_.capture_order(s, moves[i])), ", below 0");
                }))
                return false;
        }
        if constexpr (HistoryIndexedMoveGen<G, S>) {
            const auto size = static_cast<std::size_t>(G::history_size);
            std::size_t i = 0;
            while (i < moves.size() && static_cast<std::size_t>(gen_.history_index(s, moves[i])) < size) ++i;
            return expect(Check::history_index, i == moves.size(), s, [&] {
                return joined("history_index of ", move_name(moves[i], i), " is ",
                              std::to_string(gen_.history_index(s, moves[i])), ", not below history_size ",
                              std::to_string(size));
            });
        }
        return true;
    }

    bool check_hash(const S& s, const Buffer& moves) {
        if constexpr (HashedState<S>) {
            const S copy = s;
            if (!expect(Check::hash_copy, copy.hash() == s.hash(), s,
                        [] { return std::string("a copy of the state has another hash"); }))
                return false;
            if (!check_kept_hash(s, s, "hash() is ")) return false;
            return check_hash_complete(s, moves);
        }
        return true;
    }

    /// An incrementally kept hash is the one computed from scratch (compute_hash(), when the state offers
    /// it): that of `state`, met at the game's state `at`; the message begins with `whose`.
    bool check_kept_hash(const S& state, const S& at, const char* whose) {
        if constexpr (HashedState<S> && requires { { state.compute_hash() } -> std::convertible_to<std::uint64_t>; }) {
            const auto fresh = static_cast<std::uint64_t>(state.compute_hash());
            return expect(Check::hash_fresh, fresh == state.hash(), at, [&] {
                return joined(whose, std::to_string(state.hash()), " but compute_hash() is ", std::to_string(fresh));
            });
        }
        return true;
    }

    /// The hash covers everything that decides a state's future, the side to move included (HashedState):
    /// the table takes two states of one hash for one position. So states of one hash, in any of the
    /// run's games, must agree on what a state says of its future: the side to move, the outcome and the
    /// number of moves. Two such states that differ by a 64-bit accident are too rare to matter; a hash
    /// that leaves out the side to move, or a piece, shows within a few games. The first max_hashes_kept
    /// hashes are remembered.
    bool check_hash_complete(const S& s, const Buffer& moves) {
        const std::uint64_t hash = s.hash();
        const HashSeen here{s.side_to_move(), s.outcome(), moves.size(), result_.games, ply_};
        const auto found = hashes_.find(hash);
        if (found == hashes_.end()) {
            if (hashes_.size() < max_hashes_kept) hashes_.emplace(hash, here);
            ++result_.checks;
            return true;
        }
        const HashSeen& there = found->second;
        return expect(Check::hash_complete,
                      there.side == here.side && there.outcome == here.outcome && there.moves == here.moves, s, [&] {
                          const auto side = [](Player p) { return p == Player::first ? "the first player" : "the second player"; };
                          std::string differs;
                          if (there.side != here.side)
                              differs = joined(side(there.side), " was to move there and ", side(here.side), " is here");
                          else if (there.outcome != here.outcome)
                              differs = joined("the outcome was ", gametree::to_string(there.outcome), " there and is ",
                                               gametree::to_string(here.outcome), " here");
                          else
                              differs = joined("generate listed ", std::to_string(there.moves), " moves there and ",
                                               std::to_string(here.moves), " here");
                          return joined("hash() is ", std::to_string(hash), ", as at game ", std::to_string(there.game),
                                        ", ply ", std::to_string(there.ply), ", but ", differs,
                                        there.side != here.side ? ": the hash must cover the side to move"
                                                                : ": the hash must cover everything that decides the future");
                      });
    }

    /// after_null_move() (NullMoveState) is the state as if the side to move had passed: the engine
    /// searches it as the opponent's (value_for_parent), so a null move that keeps the turn would have the
    /// side to move search its own position again and prune on that. The engine stores the state in its
    /// table, so an incrementally kept hash must be right there too (compute_hash()).
    bool check_null_move(const S& s) {
        if constexpr (NullMoveState<S>) {
            if (is_over(s.outcome())) return true;
            if constexpr (ChanceState<S>) {
                if (s.is_chance()) return true;  // chance is no player's turn: no search prunes there
            }
            const S passed = s.after_null_move();
            if (!expect(Check::null_move_turn, passed.side_to_move() != s.side_to_move(), s,
                        [] { return std::string("after_null_move() left the turn with the same player"); }))
                return false;
            return check_kept_hash(passed, s, "after_null_move() gives a state whose hash() is ");
        }
        return true;
    }

    /// Every move has its own text (the played move's reading back is checked in check_play).
    bool check_texts(const S& s, const Buffer& moves) {
        if (!options_.to_text) return true;
        texts_.clear();
        for (const Move& m : moves) texts_.push_back(options_.to_text(m));
        // The classic algorithms: libc++ before 15 has no std::ranges::sort or adjacent_find.
        std::sort(texts_.begin(), texts_.end());
        const auto same = std::adjacent_find(texts_.begin(), texts_.end());
        return expect(Check::notation, same == texts_.end(), s,
                      [&] { return joined("two moves have the same text ", excerpt(*same)); });
    }

    bool check_play(const S& s, const S& before, const Buffer& moves, std::size_t pick, const S& next) {
        const Move& m = moves[pick];
        const auto played = [&] { return joined("playing ", move_name(m, pick), ": "); };
        if (options_.to_text && options_.parse) {
            const std::string text = options_.to_text(m);
            const auto read = options_.parse(s, text);
            if (!expect(Check::notation, read.move && *read.move == m, s, [&] {
                    if (!read.move)
                        return joined(played(), "parse refused its text ", excerpt(text), read.error.empty() ? "" : ": ",
                                      read.error);
                    return joined(played(), "its text ", excerpt(text), " reads back as ",
                                  excerpt(options_.to_text(*read.move)));
                }))
                return false;
        }
        if constexpr (std::equality_comparable<S>) {
            const S again = s.after(m);
            if (!expect(Check::after_unchanged, s == before, s, [&] { return joined(played(), "after() changed the state"); }))
                return false;
            if (!expect(Check::after_deterministic, again == next, s,
                        [&] { return joined(played(), "after() gave two different states"); }))
                return false;
        } else if constexpr (HashedState<S>) {
            if (!expect(Check::after_unchanged, s.hash() == before.hash(), s,
                        [&] { return joined(played(), "after() changed the state's hash"); }))
                return false;
        }
        if (options_.check_move) {
            const std::string complaint = options_.check_move(s, m, next);
            if (!expect(Check::user_check, complaint.empty(), s, [&] { return joined(played(), complaint); })) return false;
        }
        return check_transposition(s, moves, pick, next);
    }

    /// From `s`, where `a` leads to `next`: a random reply `b` and a random third move `c`, then the
    /// same three moves in the order c, b, a, each played only where it is generated. Equal states
    /// reached so must have equal hashes.
    bool check_transposition(const S& s, const Buffer& moves, std::size_t pick, const S& next) {
        if constexpr (std::equality_comparable<S>) {
            const Move& a = moves[pick];
            const Buffer replies = moves_of(next);
            if (replies.empty()) return true;
            const Move b = replies[rng_.below(replies.size())];
            const S after_ab = next.after(b);
            const Buffer thirds = moves_of(after_ab);
            if (thirds.empty()) return true;
            const Move c = thirds[rng_.below(thirds.size())];
            if (c == a || !contains(moves, c)) return true;
            const S first = s.after(c);
            if (!contains(moves_of(first), b)) return true;
            const S second = first.after(b);
            if (!contains(moves_of(second), a)) return true;
            const S x = after_ab.after(c);
            const S y = second.after(a);
            if (!(x == y)) return true;
            ++result_.transpositions;
            // The two move orders, as the messages name them.
            const auto orders = [&](const std::string& by_abc, const std::string& by_cba) {
                const std::string first_move = move_name(a, pick);
                const std::string reply = options_.to_text ? move_name(b, 0) : "a reply";
                const std::string third = options_.to_text ? move_name(c, 0) : "a third move";
                return joined(by_abc, " after ", first_move, ", ", reply, ", ", third, " and ", by_cba, " after ", third,
                              ", ", reply, ", ", first_move);
            };
            if constexpr (HashedState<S>) {
                if (!expect(Check::hash_transposition, x.hash() == y.hash(), s, [&] {
                        return joined("the same state has hash ",
                                      orders(std::to_string(x.hash()), std::to_string(y.hash())));
                    }))
                    return false;
            }
            // Equal states list the same moves in the same order: the table keeps a move as its index in
            // the list, and MCTS's reused tree holds a child per move of the state it finds equal.
            const Buffer by_abc = moves_of(x);
            const Buffer by_cba = moves_of(y);
            return expect(Check::equal_state_moves,
                          std::equal(by_abc.begin(), by_abc.end(), by_cba.begin(), by_cba.end()), s, [&] {
                              return joined("the same state lists ",
                                            orders(joined(std::to_string(by_abc.size()), " moves"),
                                                   joined(std::to_string(by_cba.size()),
                                                          by_abc.size() == by_cba.size() ? " in another order" : "")));
                          });
        }
        return true;
    }

    /// What a state of a hash said of its future, and where it was first seen (check_hash_complete).
    struct HashSeen {
        Player side;
        Outcome outcome;
        std::size_t moves;
        std::uint64_t game;
        int ply;
    };
    /// How many hashes check_hash_complete remembers (some megabytes): past them it compares, no longer adds.
    static constexpr std::size_t max_hashes_kept = std::size_t{1} << 17;

    const G& gen_;
    const ConformanceOptions<S>& options_;
    SplitMix rng_;
    ConformanceResult result_;
    std::vector<Move> line_;           // the moves of the current game so far
    std::vector<std::size_t> picks_;   // their indices in their states' move lists
    std::vector<std::string> texts_;   // the move texts of a state, reused
    int ply_ = 0;
    std::unordered_map<std::uint64_t, HashSeen> hashes_;  // for check_hash_complete
};

}  // namespace detail

/// Plays `options.games` random games from `start` with moves `gen` lists, checking at every state and
/// every move what searches rely on (see Check). Stops at the first failure, which the result describes.
/// Every move it plays, in the games and in its probes for transpositions, is one that `gen` listed for
/// the state it is played in. At a state that is not over but has no moves, a game whose NoMovePolicy
/// is pass passes (after_pass()) and goes on; any other game ends there (stuck_games counts it): the
/// concepts allow it, and the searches score it by the game's policy. The features the game declares
/// are checked at compile time, as every search does. An exception thrown by the game or by a hook of
/// the options ends the run as the failure `threw`, which says where (the game, the ply, the moves) and
/// what the exception said. std::invalid_argument when options.games or options.max_plies is below 1.
template <State S, MoveGen<S> G>
[[nodiscard]] ConformanceResult check_conformance(const S& start, const G& gen,
                                                  const ConformanceOptions<S>& options = {}) {
    static_assert(check_declared_features<S, G>());
    // No game, or games of no move, would report "all checks passed" having checked nothing.
    if (options.games < 1 || options.max_plies < 1)
        gametree::detail::raise(std::invalid_argument("check_conformance: games and max_plies must be at least 1, not " +
                                                      std::to_string(options.games) + " and " + std::to_string(options.max_plies)));
    detail::ConformanceRun<S, G> run(gen, options);
    for (int game = 0; game < options.games && run.ok(); ++game) run.play_catching(start);
    ConformanceResult result = run.take_result();
    // A pass must not read as more than was checked: a state without == leaves these out.
    if constexpr (!std::equality_comparable<S>) {
        result.not_made = HashedState<S> ? "after-deterministic, hash-transposition and equal-state-moves, which need "
                                           "the state's =="
                                         : "after-unchanged, after-deterministic and equal-state-moves, which need the "
                                           "state's == (after-unchanged: or a hash)";
    }
    return result;
}

}  // namespace gametree::testing
