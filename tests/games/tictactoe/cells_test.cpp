#include <doctest/doctest.h>

#include <set>
#include <string>

#include "gametree/games/tictactoe/cells.hpp"

using namespace gametree::tictactoe;

TEST_CASE("cells are numbered rank by rank from a1, and their names read back") {
    CHECK(make_cell(0, 0) == 0);
    CHECK(make_cell(2, 0) == 2);
    CHECK(make_cell(0, 1) == 3);
    CHECK(make_cell(2, 2) == 8);
    CHECK(cell_name(0) == "a1");
    CHECK(cell_name(4) == "b2");
    CHECK(cell_name(6) == "a3");
    CHECK(cell_name(8) == "c3");
    for (Cell c = 0; c < cell_count; ++c) {
        CHECK(column_of(c) == c % 3);
        CHECK(row_of(c) == c / 3);
        CHECK(parse_cell(cell_name(c)) == c);
    }
    for (const char* bad : {"", "a", "a0", "a4", "d1", "A1", "b22", " b2"}) CHECK_FALSE(parse_cell(bad));
}

TEST_CASE("the eight lines are the rows, the columns and the diagonals") {
    std::set<Mask> distinct(lines.begin(), lines.end());
    CHECK(distinct.size() == 8);
    int through[cell_count] = {};
    for (const Mask line : lines) {
        CHECK(count(line) == 3);
        CHECK((line & ~all_cells) == 0);
        for (Cell c = 0; c < cell_count; ++c) through[c] += (line & bit(c)) ? 1 : 0;
    }
    // The centre lies on four lines, each corner on three, each edge cell on two.
    CHECK(through[4] == 4);
    for (const Cell corner : {0, 2, 6, 8}) CHECK(through[corner] == 3);
    for (const Cell edge : {1, 3, 5, 7}) CHECK(through[edge] == 2);
    // Every line found independently: three cells in a straight line, equally spaced.
    int found = 0;
    for (Cell a = 0; a < cell_count; ++a)
        for (Cell b = a + 1; b < cell_count; ++b)
            for (Cell c = b + 1; c < cell_count; ++c) {
                const bool straight = column_of(b) - column_of(a) == column_of(c) - column_of(b) &&
                                      row_of(b) - row_of(a) == row_of(c) - row_of(b);
                if (!straight) continue;
                ++found;
                CHECK(distinct.count(static_cast<Mask>(bit(a) | bit(b) | bit(c))) == 1);
            }
    CHECK(found == 8);
}

TEST_CASE("has_line finds a line among other cells") {
    CHECK_FALSE(has_line(0));
    CHECK_FALSE(has_line(static_cast<Mask>(bit(0) | bit(1) | bit(5))));
    CHECK(has_line(static_cast<Mask>(bit(2) | bit(4) | bit(6))));
    CHECK(has_line(static_cast<Mask>(bit(2) | bit(4) | bit(6) | bit(0))));
    CHECK(has_line(all_cells));
    // The most cells without a line: a full board's X cells in a drawn game.
    CHECK_FALSE(has_line(static_cast<Mask>(bit(0) | bit(1) | bit(5) | bit(6) | bit(8))));
}
