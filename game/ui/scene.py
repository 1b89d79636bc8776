"""The scene stack (DESIGN.md, after Tuxemon): the top scene gets input first and may pass
it down; every scene on the stack is drawn bottom up, so overlays show the table beneath;
`update(dt)` changes state, `draw(surface)` never does."""
from __future__ import annotations

from typing import Any, Optional, Protocol

import pygame


class Host(Protocol):
    """What a scene is handed: the program around it (ui/app.py's App), as far as the
    scenes of the kit use it. The scene module does not import the app: the arrows go
    from the app to the scenes."""

    stack: "SceneStack"
    screen_size: tuple[int, int]
    fonts: Any
    settings: Any

    def push(self, scene: "Scene") -> None: ...


class Scene:
    """A screen of the game. `opaque` scenes hide what lies below them; `modal` ones
    take every input event, unhandled or not."""

    opaque = True
    modal = True
    name = "scene"

    def __init__(self, app: Host):
        self.app = app

    @property
    def covered(self) -> bool:
        """A modal scene (a dialog, a page) lies over this one on the stack."""
        scenes = self.app.stack.scenes
        return self in scenes and any(s.modal for s in scenes[scenes.index(self) + 1:])

    # life cycle
    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above this one went away."""

    def resize(self) -> None:
        """The window changed size: recompute the layout."""

    # frame
    def handle(self, event: pygame.event.Event) -> bool:
        """React to one input event; True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and state by `dt` seconds (only the top scene and the
        scenes under non-modal overlays are updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene. Never changes state."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Optional[Scene]:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self, scene: Optional[Scene] = None) -> Optional[Scene]:
        """Remove the top scene (or `scene`, wherever it is)."""
        if not self.scenes:
            return None
        if scene is None or scene is self.scenes[-1]:
            gone = self.scenes.pop()
            gone.exit()
            if self.scenes:
                self.scenes[-1].resume()
            return gone
        if scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()
        return scene

    def replace(self, old: Scene, new: Scene) -> None:
        """Put `new` where `old` is, without pausing or resuming what lies around them."""
        i = self.scenes.index(old)
        old.exit()
        self.scenes[i] = new
        new.enter()
        if i != len(self.scenes) - 1:
            new.pause()

    def clear(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()

    def handle(self, event: pygame.event.Event) -> bool:
        for scene in reversed(list(self.scenes)):
            if scene.handle(event) or scene.modal:
                return True
        return False

    def update(self, dt: float) -> None:
        for scene in reversed(list(self.scenes)):
            scene.update(dt)
            if scene.modal:
                break

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def resize(self) -> None:
        for scene in self.scenes:
            scene.resize()
