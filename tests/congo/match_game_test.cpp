// How `congo match` reads an engine's lines (examples/congo/match_game.hpp, match_preflight.hpp):
// while an engine thinks, info and empty lines are skipped, `bestmove MOVE ...` answers and anything
// else is garbage; an option refusal is the engine's words without the `info string ` prefix.
#include <doctest/doctest.h>

#include <string>

#include "congo/match_preflight.hpp"

using cli::read_thinking_line;
using Kind = cli::ThinkingLine::Kind;

TEST_CASE("match: info and empty lines are skipped while an engine thinks") {
    CHECK(read_thinking_line("").kind == Kind::skip);
    CHECK(read_thinking_line("info depth 1 score cp 20 pv c2c3").kind == Kind::skip);
    CHECK(read_thinking_line("info").kind == Kind::skip);
}

TEST_CASE("match: anything but info and bestmove is garbage") {
    CHECK(read_thinking_line("hello, I am not an engine").kind == Kind::garbage);
    CHECK(read_thinking_line(" bestmove c2c3").kind == Kind::garbage);
    CHECK(read_thinking_line("readyok").kind == Kind::garbage);
}

TEST_CASE("match: info and bestmove are whole words, not prefixes") {
    // `bestmovee1e3` played e1e3, and `informant` was skipped as info: neither is the protocol's word.
    CHECK(read_thinking_line("bestmovee1e3").kind == Kind::garbage);
    CHECK(read_thinking_line("bestmoves c2c3").kind == Kind::garbage);
    CHECK(read_thinking_line("informant says c2c3").kind == Kind::garbage);
    CHECK(read_thinking_line("info\tdepth 1").kind == Kind::skip);
    CHECK(read_thinking_line("bestmove").kind == Kind::bestmove);
}

TEST_CASE("match: bestmove gives its move, the word after it") {
    const auto plain = read_thinking_line("bestmove c2c3");
    CHECK(plain.kind == Kind::bestmove);
    CHECK(plain.move == "c2c3");
    CHECK(read_thinking_line("bestmove   d5b5b7d7 ponder c6c5").move == "d5b5b7d7");
    CHECK(read_thinking_line("bestmove (none)").move == "(none)");
    const auto bare = read_thinking_line("bestmove  ");
    CHECK(bare.kind == Kind::bestmove);
    CHECK(bare.move.empty());
}

TEST_CASE("match: a tab separates bestmove's words as a space does") {
    // The protocol allows any white space between tokens (congo uci reads tabs so): a tab before or
    // after the move must not make it an illegal move "\tc2c3" or "c2c3\t", which forfeits the game.
    CHECK(read_thinking_line("bestmove\tc2c3").move == "c2c3");
    CHECK(read_thinking_line("bestmove c2c3\tponder c6c5").move == "c2c3");
    CHECK(read_thinking_line("bestmove \t c2c3 \t").move == "c2c3");
    CHECK(read_thinking_line("bestmove\t\t").move.empty());
}

TEST_CASE("match: an option refusal is the engine's words, without the info string prefix") {
    CHECK(cli::refusal_of("info string error: setoption: unknown option 'Hashh'") ==
          std::string("error: setoption: unknown option 'Hashh'"));
    CHECK(cli::refusal_of("No such option: Hashh") == std::string("No such option: Hashh"));
    CHECK_FALSE(cli::refusal_of("info string hello"));
    CHECK_FALSE(cli::refusal_of("readyok"));
}
