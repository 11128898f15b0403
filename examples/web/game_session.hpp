// A Congo game as the web page plays it: the positions so far, undo and redo, the end and its reason,
// the move list and a PGN record. Plain C++ (no Emscripten), so that its tests run natively.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../congo/game_record.hpp"
#include "gametree/games/congo/fen.hpp"
#include "gametree/games/congo/game_end.hpp"
#include "gametree/games/congo/notation.hpp"

namespace web {

/// Full moves per side after which a game is drawn, as in `congo play` (which calls it --max-moves).
inline constexpr std::size_t move_limit = 100;

/// One game: a start position and the moves played from it, with the undone moves kept for redo.
class GameSession {
public:
    using Position = gametree::congo::Position;
    using Move = gametree::congo::Move;

    explicit GameSession(gametree::congo::Rules rules = gametree::congo::Rules::standard)
        : states_{gametree::congo::start_position(rules)} {}

    /// Starts again from `fen` under `rules`; on a bad FEN returns the parser's message and keeps the game.
    [[nodiscard]] std::optional<std::string> set_fen(std::string_view fen, gametree::congo::Rules rules) {
        auto parsed = gametree::congo::parse_fen(fen, rules);
        if (!parsed) return parsed.error().describe();
        states_.assign(1, *parsed);
        moves_.clear();
        undone_.clear();
        return std::nullopt;
    }

    [[nodiscard]] const Position& position() const noexcept { return states_.back(); }
    [[nodiscard]] const Position& start() const noexcept { return states_.front(); }
    [[nodiscard]] const std::vector<Move>& moves() const noexcept { return moves_; }
    [[nodiscard]] std::string fen() const { return gametree::congo::to_fen(position()); }
    [[nodiscard]] std::string start_fen() const { return gametree::congo::to_fen(start()); }

    /// The moves played, space-separated in notation ("" before the first): with start_fen, the game as
    /// the page sends it to its engine.
    [[nodiscard]] std::string moves_text() const {
        std::string text;
        for (const Move& m : moves_) {
            if (!text.empty()) text += ' ';
            text += gametree::congo::to_string(m);
        }
        return text;
    }

    /// The hashes of the game's positions before the current one, oldest first (Engine::set_history).
    [[nodiscard]] std::vector<std::uint64_t> earlier() const {
        std::vector<std::uint64_t> keys;
        for (std::size_t i = 0; i + 1 < states_.size(); ++i) keys.push_back(states_[i].hash());
        return keys;
    }

    /// The legal moves in notation, space-separated; none once the game is over (move limit included).
    [[nodiscard]] std::string legal_moves() const {
        return over() ? std::string() : gametree::congo::legal_moves_text(position());
    }

    /// Plays the move written `text`; on an illegal or malformed move returns why and changes nothing.
    /// A new move forgets the moves that could have been redone.
    [[nodiscard]] std::optional<std::string> play(std::string_view text) {
        if (over()) return "the game is over: " + end_reason();
        const auto move = gametree::congo::parse_move(position(), text);
        if (!move) return move.error().describe();
        push(*move);
        undone_.clear();
        return std::nullopt;
    }

    /// Takes back the last move; false when there is none.
    bool undo() {
        if (moves_.empty()) return false;
        undone_.push_back(moves_.back());
        moves_.pop_back();
        states_.pop_back();
        return true;
    }

    /// Plays again the last move taken back; false when there is none.
    bool redo() {
        if (undone_.empty()) return false;
        push(undone_.back());
        undone_.pop_back();
        return true;
    }

    /// Why the game is over ("the black lion was captured", "only the two lions remain", "the move limit
    /// of 100 moves was reached", "White has no move"); empty while it goes on.
    [[nodiscard]] std::string end_reason() const {
        if (std::string reason = gametree::congo::end_reason(position()); !reason.empty()) return reason;
        if (moves_.size() >= 2 * move_limit)
            return "the move limit of " + std::to_string(move_limit) + " moves was reached";
        if (gametree::congo::legal_moves_text(position()).empty())
            return std::string(gametree::congo::color_name(position().side_to_move())) + " has no move";
        return {};
    }
    [[nodiscard]] bool over() const { return !end_reason().empty(); }

    /// "1-0", "0-1", "1/2-1/2", or "*" while the game goes on. No legal move loses (the library's default
    /// no-move policy); the move limit draws.
    [[nodiscard]] std::string result() const {
        using gametree::Outcome;
        switch (position().outcome()) {
        case Outcome::first_wins: return "1-0";
        case Outcome::second_wins: return "0-1";
        case Outcome::draw: return "1/2-1/2";
        case Outcome::ongoing: break;
        }
        if (!over()) return "*";
        if (moves_.size() >= 2 * move_limit) return "1/2-1/2";
        return position().side_to_move() == gametree::congo::white ? "0-1" : "1-0";
    }

    /// The moves so far, numbered ("1. e2e3 e6e5 2. ..."; "(no moves)" before the first).
    [[nodiscard]] std::string move_list() const { return cli::game_record(start(), moves_); }

    /// The game in PGN: the seven-tag roster (names given here), the variant and rules, the start FEN
    /// when it is not the rule set's start, then the moves and the result.
    [[nodiscard]] std::string pgn(std::string_view white_name, std::string_view black_name) const {
        const auto rules = start().rules();
        const std::string result_token = result();
        std::string text;
        const auto tag = [&text](std::string_view name, std::string_view value) {
            text += '[';
            text += name;
            text += " \"";
            for (const char c : value) {
                if (c == '"' || c == '\\') text += '\\';
                text += c;
            }
            text += "\"]\n";
        };
        tag("Event", "Casual game");
        tag("Site", "gametree web page");
        tag("Date", "????.??.??");
        tag("Round", "-");
        tag("White", white_name);
        tag("Black", black_name);
        tag("Result", result_token);
        tag("Variant", "Congo");
        tag("Rules", gametree::congo::to_string(rules));
        if (const std::string setup = start_fen(); setup != gametree::congo::start_fen_for(rules)) {
            tag("SetUp", "1");
            tag("FEN", setup);
        }
        if (over()) tag("Termination", end_reason());
        text += '\n';
        if (!moves_.empty()) text += move_list() + ' ';
        return text + result_token + '\n';
    }

private:
    void push(const Move& m) {
        states_.push_back(position().after(m));
        moves_.push_back(m);
    }

    std::vector<Position> states_;
    std::vector<Move> moves_;
    std::vector<Move> undone_;
};

}  // namespace web
